// react-dom/client's exports, set up on first use. react-dom's module takes several milliseconds
// to set up; required where Next's runtime is evaluated, it makes that one task as long as both
// together. Next only calls hydrateRoot (or createRoot) once the page's own code has arrived, in a
// later task, so the set-up moves there.

/**
 * @param {() => Pick<typeof import('react-dom/client'), 'createRoot' | 'hydrateRoot'> & { version?: string }} load
 *   gives the module; called once, on first use.
 */
exports.lazyClient = function lazyClient(load) {
  /** @type {ReturnType<typeof load> | undefined} */
  let client;
  const get = () => (client ??= load());
  return {
    /** @type {typeof import('react-dom/client').createRoot} */
    createRoot: (container, options) => get().createRoot(container, options),
    /** @type {typeof import('react-dom/client').hydrateRoot} */
    hydrateRoot: (container, children, options) => get().hydrateRoot(container, children, options),
    get version() {
      return get().version;
    },
  };
};
