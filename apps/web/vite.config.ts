import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API process serves dist/index.html and replaces __CSP_NONCE__ with a per-request nonce
// (Content-Security-Policy: script-src 'self' 'nonce-…'; style-src 'self' 'nonce-…').
// Vite stamps the placeholder on its tags and on <meta property="csp-nonce">, which
// src/lib/emotion-cache.ts reads so that Emotion's <style> tags carry the same nonce.
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  html: { cspNonce: '__CSP_NONCE__' },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // No inline assets: data: URLs would need extra CSP sources.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across releases.
        // (MUI is left to the normal splitting so that each lazy page only loads the components it uses.)
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
