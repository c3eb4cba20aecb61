// Writes .br and .gz beside every text asset of the built web app, so the server sends them
// precompressed (@fastify/static `preCompressed`, and the prerendered landing pages).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this size the headers cost more than compression saves.
const MIN_BYTES = 1024;

export function compressDir(dir) {
  let files = 0;
  let before = 0;
  let after = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (TEXT.test(entry.name)) {
        const body = fs.readFileSync(p);
        if (body.length < MIN_BYTES) continue;
        const br = brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        fs.writeFileSync(`${p}.br`, br);
        fs.writeFileSync(`${p}.gz`, gzipSync(body, { level: 9 }));
        files++;
        before += body.length;
        after += br.length;
      }
    }
  };
  walk(dir);
  return { files, before, after };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist/client');
  const { files, before, after } = compressDir(dir);
  console.log(
    `Compressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli).`,
  );
}
