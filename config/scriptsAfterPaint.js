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
// Nothing a visitor does before the page has hydrated is lost; each of these starts the scripts
// at once, and is replayed once _app announces HYDRATED_EVENT:
// - a tap on a button, a disclosure's summary or a link within the site (whose click the router
//   handles: the quote form opens from one) is held, then replayed as the same tap. A tap meant
//   for another tab or window is left alone; so is a submission, held like a tap;
// - a value typed, a box ticked or an option chosen happens in the page as usual, but React does
//   not see the event (it would hydrate on the spot and miss the change: React 19 replays no
//   change made before hydration). _app's HYDRATED_EVENT carries the function that replays those
//   controls as changes (lib/react/replayChanges.ts); they are replayed before the held
//   taps, so that a form sent before hydration carries what was typed into it.
// If the page has not hydrated ten seconds after it started, or a script fails to load, held taps
// are replayed for the browser to handle as it would without scripts, and nothing more is held.
const SCRIPTS_BASE = '/_next/static/';
const HYDRATED_EVENT = 'site:hydrated';

// Written out readably here; the page gets it with each line trimmed and joined (one line, no
// comment inside: every line ends where a statement or a block may end).
const SOURCE = `
(function(d,w){
var u=d.currentScript.dataset.scripts.split(" "),s=0,q=[],v=[],h=0,E="click input change submit".split(" ");
function l(){
if(s)return;s=1;
u.forEach(function(x){var e=d.createElement("script");e.src="${SCRIPTS_BASE}"+x;e.async=!1;e.onerror=r;d.head.appendChild(e)})
}
function n(){setTimeout(l,0)}
function k(a,t){a.indexOf(t)<0&&a.push(t);l()}
function c(e){
var g=e.target,t=e.type=="submit"?g:g.closest&&g.closest("button,summary,a[href^='/']:not([href^='//'])");
if(t){
if(!(e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey||t.target&&t.target!="_self"||t.hasAttribute("download"))){e.preventDefault();e.stopImmediatePropagation();k(q,t)}
}else if(/^(INPUT|SELECT|TEXTAREA)$/.test(g.tagName)){e.stopImmediatePropagation();e.type!="click"&&k(v,g)}
}
function r(e){
if(h)return;h=1;
E.forEach(function(x){d.removeEventListener(x,c,!0)});
e&&e.detail&&e.detail(v);
q.forEach(function(t){t.tagName=="FORM"?t.requestSubmit():t.click()})
}
E.forEach(function(x){d.addEventListener(x,c,!0)});
w.addEventListener("${HYDRATED_EVENT}",r);setTimeout(r,1e4);
if(d.visibilityState!="visible")return l();
setTimeout(l,3e3);
var O=w.PerformanceObserver;
if(!O||(O.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(n);
new O(function(e){e.getEntriesByName("first-contentful-paint").length&&n()}).observe({type:"paint",buffered:!0})
})(document,window)
`;

const SCRIPTS_AFTER_PAINT = SOURCE.split('\n')
  .map((line) => line.trim())
  .join('');

module.exports = { SCRIPTS_BASE, HYDRATED_EVENT, SCRIPTS_AFTER_PAINT };
