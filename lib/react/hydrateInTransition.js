// Next's pages router hydrates the page with a bare hydrateRoot: one task of React work, as long as
// the page is big (100-250 ms on a phone for the home page). Started inside startTransition, the
// same hydration runs in React's time-sliced transition lane: it yields to the browser every few
// milliseconds, so a tap or a scroll is never blocked behind it. Everything else is react-dom's own.
const { startTransition } = require('react');

/**
 * react-dom/client's exports, with hydrateRoot started in a transition.
 * @param {typeof import('react-dom/client') & { version?: string }} client
 */
exports.withTransitionHydration = function withTransitionHydration(client) {
  return {
    createRoot: client.createRoot,
    version: client.version,
    /** @type {typeof import('react-dom/client').hydrateRoot} */
    hydrateRoot(container, children, options) {
      /** @type {import('react-dom/client').Root | undefined} */
      let root;
      startTransition(() => {
        root = client.hydrateRoot(container, children, options);
      });
      return /** @type {import('react-dom/client').Root} */ (root);
    },
  };
};
