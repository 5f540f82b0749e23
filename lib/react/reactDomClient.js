// What the client bundle gets for `react-dom/client` (next.config.js): react-dom's own module
// (`react-dom-client-original`), hydrating in a transition (./hydrateInTransition.js), and set up
// on first use (./lazyClient.js).
const { withTransitionHydration } = require('./hydrateInTransition');
const { lazyClient } = require('./lazyClient');

module.exports = lazyClient(() => withTransitionHydration(require('react-dom-client-original')));
