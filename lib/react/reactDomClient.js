// What the client bundle gets for `react-dom/client` (next.config.js): react-dom's own module
// (`react-dom-client-original`), hydrating in a transition (./hydrateInTransition.js).
const { withTransitionHydration } = require('./hydrateInTransition');

module.exports = withTransitionHydration(require('react-dom-client-original'));
