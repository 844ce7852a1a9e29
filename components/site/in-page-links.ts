/**
 * Long content is laid out only as it nears the viewport (`.render-when-visible`, app/globals.css),
 * with an estimated height until then; a jump to an anchor past such blocks would land where the
 * estimates put it, not on its heading. So a page opened at an anchor, a click on an in-page link
 * and a change of the address's #fragment first have every block laid out (`data-whole-page` on
 * the root element, which the stylesheet answers): the jump is then exact. Inline in the head, before
 * the body is parsed and without waiting for the page's JavaScript; its CSP hash is covered as the
 * theme script's is (scripts/csp.mjs).
 */
export const inPageLinkScript = `(function(){var d=document.documentElement;function whole(){d.setAttribute("data-whole-page","")}if(location.hash)whole();addEventListener("hashchange",whole);document.addEventListener("click",function(e){var a=e.target instanceof Element?e.target.closest('a[href^="#"]'):null;if(a)whole()},true)})();`;
