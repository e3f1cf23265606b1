/*
 * The dashboard's little script (the pages work without it): polls
 * /api/stats.json every 3 s and updates the queue rows' data-stat cells,
 * draws each queue's size and failed count over the time this page has
 * polled, up to the last 10 minutes, as an inline SVG (the history lives
 * in this page only, nothing is stored),
 * and on the failed tasks' page mirrors each Retry checkbox into the Purge
 * form's one, so one column of checkboxes serves both forms.
 */
(function () {
  'use strict';
  var PERIOD = 3000, KEEP = 10 * 60 * 1000, SVG = 'http://www.w3.org/2000/svg';
  // maps without a prototype: a queue may be named "constructor" or "__proto__"
  var history = Object.create(null);

  function rows() {
    var map = Object.create(null);
    document.querySelectorAll('tr[data-queue]').forEach(function (tr) { map[tr.dataset.queue] = tr; });
    return map;
  }

  function show(value) {
    if (value === null || value === undefined) return '—';
    return typeof value === 'number' && !Number.isInteger(value) ? value.toFixed(1) : String(value);
  }

  function draw(cell, points) {
    var w = 160, h = 32, now = Date.now(), max = 1;
    // the width spans what was polled (two polls at least), up to KEEP
    var span = Math.min(KEEP, Math.max(now - points[0].t, 2 * PERIOD));
    points.forEach(function (p) { max = Math.max(max, p.size, p.failed); });
    var svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 ' + w + ' ' + h);
    svg.setAttribute('width', w);
    svg.setAttribute('height', h);
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', 'size and failed over the last minutes');
    ['size', 'failed'].forEach(function (key) {
      var line = document.createElementNS(SVG, 'polyline');
      line.setAttribute('class', 'line-' + key);
      line.setAttribute('points', points.map(function (p) {
        var x = w - (now - p.t) / span * w, y = h - 1 - p[key] / max * (h - 2);
        return x.toFixed(1) + ',' + y.toFixed(1);
      }).join(' '));
      svg.appendChild(line);
    });
    cell.replaceChildren(svg);
  }

  function update(queues) {
    var map = rows(), now = Date.now();
    Object.keys(queues).forEach(function (name) {
      var tr = map[name], s = queues[name];
      if (!tr) return;
      tr.querySelectorAll('td[data-stat]').forEach(function (td) {
        td.textContent = show(s[td.dataset.stat]);
      });
      var h = history[name] = (history[name] || []).filter(function (p) { return now - p.t <= KEEP; });
      h.push({t: now, size: s.size, failed: s.failed});
      var cell = tr.querySelector('td[data-chart]');
      if (cell) draw(cell, h);
    });
  }

  function poll() {
    fetch('/api/stats.json', {credentials: 'same-origin', cache: 'no-store'})
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (body) { if (body && body.queues) update(body.queues); })
      .catch(function () {})
      .then(function () { setTimeout(poll, PERIOD); });
  }

  function mirrorSelection() {
    document.body.classList.add('js');
    document.querySelectorAll('tr[data-failed-id]').forEach(function (tr) {
      var boxes = tr.querySelectorAll('input[name="ids[]"]');
      if (boxes.length !== 2) return;
      boxes[1].checked = boxes[0].checked;
      boxes[0].addEventListener('change', function () { boxes[1].checked = boxes[0].checked; });
    });
  }

  document.addEventListener('DOMContentLoaded', function () {
    mirrorSelection();
    if (document.querySelector('tr[data-queue]')) {
      poll();
    }
  });
})();
