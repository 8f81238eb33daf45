async ({html, freeze}) => {
  document.body.innerHTML = html;
  // An image met for the first time on this page is painted (at rounded-clip edges) a little
  // differently from one taken from the page's memory cache. So once the new images have loaded,
  // the document is set again: every image then comes from the cache, and a frame's pixels no
  // longer depend on what the page drew before.
  const fresh = Array.from(document.images).filter(i => !i.complete);
  if (fresh.length) {
    await Promise.all(fresh.map(i => i.decode().catch(() => null)));
    document.body.innerHTML = html;
  }
  for (const el of document.querySelectorAll('[data-scroll]')) {
    const off = +el.dataset.offset || 0;
    if (el.dataset.axis === 'x') el.scrollLeft = off; else el.scrollTop = off;
  }
  const imgs = Array.from(document.images).filter(i => !i.complete);
  if (imgs.length) await Promise.all(imgs.map(i => i.decode().catch(() => null)));
  if (document.fonts.status !== 'loaded') await document.fonts.ready;
  // adjustResize: the window ends above the keyboard, and a field just focused or typed into is
  // scrolled into the part of its scroll containers that shows (the least scrolling that shows it
  // whole); once the user scrolls by hand it is left where it is
  const focused = document.querySelector('[data-focused][data-reveal]');
  if (focused) {
    for (let a = focused.parentElement; a; a = a.parentElement) {
      if (!a.dataset || a.dataset.scroll === undefined || a.dataset.axis === 'x') continue;
      const q = a.getBoundingClientRect(), r = focused.getBoundingClientRect();
      if (r.bottom > q.bottom) a.scrollTop += Math.min(r.bottom - q.bottom, r.top - q.top);
      else if (r.top < q.top) a.scrollTop -= q.top - r.top;
    }
  }
  const W = window.innerWidth, H = window.innerHeight;
  const nodes = document.querySelectorAll('[data-t],[data-input],[data-scroll],[data-role],[data-swipe],[data-long],.dialog,.sheet,.menu,[data-block]');
  const out = [];
  let i = 0;
  for (const el of nodes) {
    const r = el.getBoundingClientRect();
    let x0 = Math.max(r.left, 0), y0 = Math.max(r.top, 0), x1 = Math.min(r.right, W), y1 = Math.min(r.bottom, H);
    let depth = 0;
    for (let a = el.parentElement; a; a = a.parentElement) {
      depth++;
      if (a.dataset && a.dataset.scroll !== undefined) {
        const q = a.getBoundingClientRect();
        x0 = Math.max(x0, q.left); y0 = Math.max(y0, q.top); x1 = Math.min(x1, q.right); y1 = Math.min(y1, q.bottom);
      }
    }
    i++;
    if (x1 - x0 < 1 || y1 - y0 < 1) continue;
    if (el.closest('[data-thumb]')) continue;  // a picture of a screen (Recents): never hit
    const d = el.dataset;
    const layerEl = el.closest('[data-layer]');
    const isScroll = d.scroll !== undefined;
    const smax = isScroll ? (d.axis === 'x' ? el.scrollWidth - el.clientWidth : el.scrollHeight - el.clientHeight) : 0;
    const off = isScroll ? (d.axis === 'x' ? el.scrollLeft : el.scrollTop) : 0;
    let text = d.label || '';
    if (d.input !== undefined) { const v = el.querySelector('.tf-value'); text = v ? v.innerText.slice(0, 300) : ''; }
    else if (!text && !isScroll && (d.t || d.role)) text = (el.innerText || '').trim().replace(/\s+/g, ' ').slice(0, 300);
    out.push([i, depth, layerEl ? layerEl.dataset.layer : 'app',
      Math.round(x0 * 100) / 100, Math.round(y0 * 100) / 100, Math.round(x1 * 100) / 100, Math.round(y1 * 100) / 100,
      d.role || (isScroll ? 'scroll' : (d.input ? 'input' : (d.t ? 'button' : (el.matches('.dialog,.sheet,.menu') ? 'panel' : 'view')))), text, d.t || null, d.p || null, d.long || null, d.double || null, d.input || null,
      d.hint || null, d.submit || null, isScroll ? d.scroll : null, d.axis || null, smax, off,
      d.swipe || null, d.checked || null, d.selected || null, d.disabled || null, d.focused || null, d.label || null,
      (d.block !== undefined || el.matches('.dialog,.sheet,.menu')) && !d.t && !d.input]);
  }
  return out;
}
