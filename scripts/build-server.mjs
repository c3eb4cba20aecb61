// Compiles the server ahead of time: src/server/main.ts and everything it imports from src/ become
// one ES module, dist/server/main.js (packages stay in node_modules), so a production start runs
// plain JavaScript with no TypeScript compiler loaded (decision 030).
//
// Files the server reads at run time are found through `import.meta.url` (`new URL('./data/',
// import.meta.url)`, `path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle')`).
// In the bundle every module's import.meta.url is its own place mirrored under dist/
// (src/server/x/y.ts → dist/server/x/y.js), so relative reads keep their meaning: what they reach
// inside src/ is copied to the same place under dist/, what they reach outside src/ (drizzle/) is
// the same folder as before. A read the build cannot follow stops the build. A read of a TypeScript
// module (a worker thread's entry: `new URL('./read-worker.ts', import.meta.url)`) is compiled the
// same way into its own bundle at its mirrored place (read-worker.js), where `src/server/workers.ts`
// finds it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');
const defaultOutDir = path.join(root, 'dist/server');
export const serverEntry = path.join(defaultOutDir, 'main.js');

/** `new URL('<rel>', import.meta.url)` and `path.resolve(path.dirname(fileURLToPath(import.meta.url)), '<rel>')`. */
const READS = [
  /new URL\(\s*'([^']+)'\s*,\s*import\.meta\.url\s*\)/g,
  /path\.resolve\(\s*path\.dirname\(\s*fileURLToPath\(\s*import\.meta\.url\s*\)\s*\)\s*,\s*'([^']+)'\s*\)/g,
];

/**
 * Where a source file under src/ sits beside the bundle: src/server/x.ts → <outDir>/../server/x.js
 * (same depth below the project, so relative paths keep their meaning).
 */
const mirror = (outDir) => (file) =>
  path.join(path.dirname(outDir), path.relative(src, file)).replace(/\.tsx?$/, '.js');

function copyInto(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.cpSync(from, to, { recursive: true });
}

/**
 * Rewrites import.meta.url in each module under src/ to the URL of its mirrored place, and collects
 * what the module reads relative to it. `bundleDir`: where the bundle being built is written.
 */
function runtimeFiles(reads, outDir, bundleDir) {
  const mirrored = mirror(outDir);
  return {
    name: 'forja-runtime-files',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!args.path.startsWith(src + path.sep)) return undefined;
        let contents = await fs.promises.readFile(args.path, 'utf8');
        if (!contents.includes('import.meta.url')) return undefined;
        let followed = 0;
        for (const pattern of READS) {
          for (const match of contents.matchAll(pattern)) {
            followed++;
            reads.push({ from: args.path, target: path.resolve(path.dirname(args.path), match[1]) });
          }
        }
        const uses = contents.match(/import\.meta\.url/g)?.length ?? 0;
        if (uses !== followed) {
          throw new Error(
            `${path.relative(root, args.path)} uses import.meta.url in a way the server build cannot follow; ` +
              "write the read as new URL('<relative path>', import.meta.url) or extend scripts/build-server.mjs",
          );
        }
        const here = path.relative(bundleDir, mirrored(args.path)).split(path.sep).join('/');
        contents = contents.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(`./${here}`)}, import.meta.url).href`,
        );
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/** Builds into `outDir` (default dist/server; its parent's parent must hold drizzle/ and node_modules/). */
export async function buildServer({ outDir = defaultOutDir } = {}) {
  const reads = [];
  const mirrored = mirror(outDir);
  fs.rmSync(outDir, { recursive: true, force: true });
  const bundle = (entry, outfile) =>
    esbuild.build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      packages: 'external',
      sourcemap: 'linked',
      legalComments: 'none',
      logLevel: 'warning',
      plugins: [runtimeFiles(reads, outDir, path.dirname(outfile))],
    });
  await bundle(path.join(src, 'server/main.ts'), path.join(outDir, 'main.js'));
  // Worker threads' entries, each its own bundle (and what they read in turn).
  const compiled = new Set();
  for (let i = 0; i < reads.length; i++) {
    const { target } = reads[i];
    if (!/\.tsx?$/.test(target) || !target.startsWith(src + path.sep) || compiled.has(target)) continue;
    compiled.add(target);
    if (fs.existsSync(target)) await bundle(target, mirrored(target));
  }
  // A module read by both bundles is listed once.
  const seen = new Set();
  for (let i = reads.length - 1; i >= 0; i--) {
    const id = `${reads[i].from}|${reads[i].target}`;
    if (seen.has(id)) reads.splice(i, 1);
    seen.add(id);
  }
  for (const { from, target } of reads) {
    if (!fs.existsSync(target)) {
      throw new Error(`${path.relative(root, from)} reads ${path.relative(root, target)}, which does not exist`);
    }
    // Outside src/ (drizzle/): the mirrored module reaches the same folder. A module: compiled above.
    if (!target.startsWith(src + path.sep) || compiled.has(target)) continue;
    copyInto(target, mirrored(target));
  }
  // The coach's knowledge index, built once here and loaded at start (decision 038): where the
  // compiled knowledge module looks for it, beside its data folder.
  const knowledgeIndex = path.join(
    path.dirname(mirrored(path.join(src, 'server/modules/coach/knowledge/index.ts'))),
    'knowledge-index.json',
  );
  const indexed = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/build-knowledge-index.ts'), knowledgeIndex],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (indexed.status !== 0) throw new Error('The knowledge index failed to build.');
  fs.writeFileSync(
    path.join(outDir, 'runtime-files.json'),
    `${JSON.stringify(
      reads.map((r) => ({ from: path.relative(root, r.from), reads: path.relative(root, r.target) })),
      null,
      2,
    )}\n`,
  );
  return reads;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const reads = await buildServer();
  const size = fs.statSync(serverEntry).size;
  console.log(
    `Server compiled to ${path.relative(root, serverEntry)} (${Math.round(size / 1024)} KB, ${reads.length} run-time reads) in ${Math.round(performance.now() - started)} ms`,
  );
}
