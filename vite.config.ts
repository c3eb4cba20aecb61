import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Chrome's explicit compile hint on the start-up chunk: V8 compiles all of it while it downloads, on
 * a background thread, instead of function by function on the main thread as the page starts.
 */
function compileHint(): Plugin {
  return {
    name: 'forja:compile-hint',
    // On the written file: the comment must come first, before the lines Vite adds at the top.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name !== 'app' || !options.dir) continue;
        const file = path.join(options.dir, chunk.fileName);
        fs.writeFileSync(file, `//# allFunctionsCalledOnLoad\n${fs.readFileSync(file, 'utf8')}`);
      }
    },
  };
}

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: src('./src/client'),
  publicDir: src('./src/client/public'),
  resolve: {
    alias: {
      '#client': src('./src/client'),
      '#shared': src('./src/shared'),
    },
  },
  plugins: [
    react(),
    compileHint(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      // The app registers /sw.js itself (src/client/lib/service-worker.ts): no inline script, CSP stays strict.
      injectRegister: false,
      manifest: {
        name: 'Forja: AI training and nutrition coaches',
        short_name: 'Forja',
        description: 'Chat with AI coaches about training and nutrition.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#ea580c',
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: src('./dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Every browser Forja supports understands <link rel="modulepreload">; older ones only lose the hint.
    modulePreload: { polyfill: false },
    // Read by scripts/prerender.tsx to preload each language's texts.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The schema library in its own chunk: only forms and chat need it, not the landing page.
            { name: 'zod', test: /node_modules[\\/]zod/, priority: 2 },
            // Everything the first page imports statically in one chunk: on a phone's HTTP/1.1
            // connection (6 at a time) thirty small chunks cost several round trips.
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
});
