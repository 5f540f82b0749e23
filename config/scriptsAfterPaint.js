// @ts-check
// The one inline script of every page (pages/_document.tsx); the page policy allows it by its hash
// (config/contentSecurityPolicy.js). No Node module here: _app reads HYDRATED_EVENT.
//
// It loads the page's own scripts, listed in its data-scripts attribute (paths under
// /_next/static/), once the page's first content is on screen: until then the stylesheet, the
// fonts and the hero picture have the connection to themselves, so the page shows sooner, most of
// all on a slow phone network. A hidden tab paints nothing, so it loads them at once; a browser
// that does not report paints loads them after its first frame; none waits more than three
// seconds. async=false runs them in the listed order, as deferred scripts would run.
//
// A tap before the page has hydrated on a button, a disclosure's summary or a link within the site
// (whose click the router handles: the quote form opens from one) is held, starts the scripts at
// once, and is replayed once _app announces HYDRATED_EVENT, so it does what it does on a hydrated
// page. A tap meant for another tab or window is left alone. If the page has not hydrated ten
// seconds after it started, or a script fails to load, held taps are replayed for the browser to
// handle as it would without scripts, and nothing more is held.
const SCRIPTS_BASE = '/_next/static/';
const HYDRATED_EVENT = 'site:hydrated';

const SCRIPTS_AFTER_PAINT =
  '(function(d,w){var u=d.currentScript.dataset.scripts.split(" "),s=0,q=[],h=0;' +
  'function l(){if(s)return;s=1;u.forEach(function(x){var e=d.createElement("script");' +
  `e.src="${SCRIPTS_BASE}"+x;e.async=!1;e.onerror=r;d.head.appendChild(e)})}` +
  'function n(){setTimeout(l,0)}' +
  'function c(e){var t=e.target.closest&&e.target.closest("button,summary,a[href^=\'/\']:not([href^=\'//\'])");' +
  'if(!t||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey||t.target&&t.target!="_self"||t.hasAttribute("download"))return;' +
  'e.preventDefault();e.stopImmediatePropagation();q.indexOf(t)<0&&q.push(t);l()}' +
  'function r(){if(h)return;h=1;d.removeEventListener("click",c,!0);q.forEach(function(t){t.click()})}' +
  `d.addEventListener("click",c,!0);w.addEventListener("${HYDRATED_EVENT}",r);setTimeout(r,1e4);` +
  'if(d.visibilityState!="visible")return l();setTimeout(l,3e3);' +
  'var P=w.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(n);' +
  'new P(function(e){e.getEntriesByName("first-contentful-paint").length&&n()}).observe({type:"paint",buffered:!0})' +
  '})(document,window)';

module.exports = { SCRIPTS_BASE, HYDRATED_EVENT, SCRIPTS_AFTER_PAINT };
