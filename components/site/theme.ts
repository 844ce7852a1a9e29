/**
 * The theme, applied before the first paint (issue 30, docs/decisions/0134-dark-theme.md): the
 * visitor's remembered choice ('theme' in localStorage), else the system setting, followed live.
 * Also answers the theme switch (any [data-theme-toggle] button) by one listener, so the switch is
 * static markup with no component to hydrate. The same text is inlined on every page, so one CSP
 * hash covers it (scripts/csp.mjs adds the not-found page's inline-script hashes to every policy).
 */
export const themeScript = `(function(){var d=document.documentElement,k="theme",t=null;try{t=localStorage.getItem(k)}catch(e){}var m=window.matchMedia("(prefers-color-scheme: dark)");function apply(){var v=t==="dark"||t==="light"?t:m.matches?"dark":"light";d.setAttribute("data-theme",v);var b=document.querySelectorAll("[data-theme-toggle]");for(var i=0;i<b.length;i++)b[i].setAttribute("aria-pressed",v==="dark"?"true":"false")}apply();m.addEventListener("change",apply);document.addEventListener("DOMContentLoaded",apply);document.addEventListener("click",function(e){var b=e.target instanceof Element?e.target.closest("[data-theme-toggle]"):null;if(!b)return;t=d.getAttribute("data-theme")==="dark"?"light":"dark";try{localStorage.setItem(k,t)}catch(e){}apply()})})();`;
