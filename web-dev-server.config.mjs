// The demo's server: serves the repo root so the demo pages load the built drop-in bundles
// (dist/cdn/*.js) exactly as a blog would. No bundling, no node resolution on the fly.
// `npm start` (scripts/start.mjs) starts it with this config, keeps dist/cdn built with rollup
// in watch mode, and holds requests for dist/cdn while it is being built; plain `npx wds`
// serves whatever dist/cdn holds.

const DEMO = '/demo/';

export default {
  rootDir: '.',
  open: false,
  watch: false,
  middleware: [
    // The printed URL is the root; send it straight to the demo.
    function redirectRootToDemo(ctx, next) {
      if (ctx.path === '/' || ctx.path === '/index.html') {
        ctx.redirect(DEMO);
        return undefined;
      }
      return next();
    },
  ],
  plugins: [
    {
      name: 'print-demo-url',
      serverStart({ config, logger }) {
        logger.log(`Demo: http://${config.hostname ?? 'localhost'}:${config.port}${DEMO}`);
      },
    },
  ],
};
