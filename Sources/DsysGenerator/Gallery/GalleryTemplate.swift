/// The gallery page's own style sheet and script (no input text in either: the tokens reach the
/// script as JSON and are put into the page with `textContent` and CSSOM properties only).
enum GalleryTemplate {
    static let style = #"""
    :root { color-scheme: light; --bg: #ffffff; --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --card: #f5f5f7; --accent: #0a66d8; }
    html[data-scheme^="dark"] { color-scheme: dark; --bg: #1c1c1e; --fg: #f5f5f7; --muted: #a1a1a6; --line: #3a3a3c; --card: #2c2c2e; --accent: #64a8ff; }
    html[data-scheme$="high-contrast"] { --muted: var(--fg); --line: var(--fg); }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--fg); font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; }
    header { position: sticky; top: 0; z-index: 2; background: var(--bg); border-bottom: 1px solid var(--line); padding: 12px 20px; }
    h1 { font-size: 20px; margin: 0; }
    h2 { font-size: 16px; margin: 16px 0 8px; }
    .meta { color: var(--muted); margin: 2px 0 8px; }
    .controls { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
    .controls input { flex: 1; min-width: 200px; padding: 6px 8px; font: inherit; color: inherit; background: var(--card); border: 1px solid var(--line); border-radius: 6px; }
    .controls select { font: inherit; }
    main, #audit { padding: 0 20px; }
    .token { display: grid; grid-template-columns: minmax(220px, 1fr) 120px minmax(300px, 3fr); gap: 16px; padding: 12px 0; border-bottom: 1px solid var(--line); scroll-margin-top: 110px; }
    .token:target, .token.linked { outline: 2px solid var(--accent); outline-offset: 2px; }
    .path { font: 600 13px ui-monospace, Menlo, monospace; color: var(--fg); text-decoration: none; word-break: break-all; }
    .badge { display: inline-block; font-size: 11px; padding: 0 6px; border-radius: 8px; background: var(--card); border: 1px solid var(--line); margin-left: 6px; }
    .badge.deprecated { border-color: #c62828; color: #c62828; }
    .description { color: var(--muted); margin: 4px 0; }
    code { font: 12px ui-monospace, Menlo, monospace; display: block; word-break: break-all; }
    .modes { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 8px; }
    .mode { font-size: 12px; }
    .mode.selected .label { font-weight: 700; color: var(--accent); }
    .label { color: var(--muted); display: block; }
    .value { display: block; word-break: break-word; }
    .checker { background-color: #fff; background-image: linear-gradient(45deg, #ccc 25%, transparent 25%, transparent 75%, #ccc 75%), linear-gradient(45deg, #ccc 25%, transparent 25%, transparent 75%, #ccc 75%); background-size: 12px 12px; background-position: 0 0, 6px 6px; border-radius: 6px; overflow: hidden; border: 1px solid var(--line); }
    .swatch { height: 48px; display: flex; }
    .swatch > div { flex: 1; }
    .current .swatch { height: 88px; }
    .box { width: 56px; height: 56px; background: var(--card); border: 1px solid var(--line); }
    .shadowed { width: 64px; height: 48px; margin: 10px; background: var(--bg); border-radius: 6px; }
    .bar { height: 12px; background: var(--accent); border-radius: 2px; max-width: 100%; }
    .gradient { height: 48px; border-radius: 6px; }
    .specimen { overflow-wrap: anywhere; }
    svg.curve { display: block; width: 72px; height: 72px; overflow: visible; }
    svg.curve path { fill: none; stroke: var(--accent); stroke-width: 3; }
    svg.curve rect { fill: none; stroke: var(--line); }
    #audit { margin: 12px 0; }
    #audit summary { font-weight: 600; cursor: pointer; }
    #audit .matrix { overflow: auto; max-height: 60vh; margin-top: 8px; }
    #audit table { border-collapse: collapse; font-size: 12px; }
    #audit th, #audit td { border: 1px solid var(--line); padding: 4px 6px; text-align: right; }
    #audit th { font-weight: 600; text-align: left; }
    #audit td.fail { color: #fff; background: #c62828; }
    #earlier { margin: 12px 20px 0; font: inherit; }
    #empty { color: var(--muted); padding: 20px 0; }
    @media (max-width: 720px) { .token { grid-template-columns: 1fr; } }
    """#

    static let script = #"""
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("gallery-data").textContent);
      var appearances = data.appearances;
      var tokens = data.tokens;
      var pageSize = 150;
      var list = document.getElementById("list");
      var scheme = document.getElementById("scheme");
      var category = document.getElementById("category");
      var search = document.getElementById("search");
      var count = document.getElementById("count");
      var filtered = tokens;
      var first = 0;
      var shown = 0;
      var earlier = document.getElementById("earlier");
      var labels = { "light": "Light", "dark": "Dark", "light-high-contrast": "Light, increased contrast", "dark-high-contrast": "Dark, increased contrast" };

      function el(tag, className, text) {
        var node = document.createElement(tag);
        if (className) node.className = className;
        if (text !== undefined) node.textContent = text;
        return node;
      }
      function valueIn(token, index) { return token.v.length > 1 ? token.v[index] : token.v[0]; }

      appearances.forEach(function (name) {
        var option = el("option", "", labels[name] || name);
        option.value = name;
        scheme.appendChild(option);
      });
      var categories = [];
      tokens.forEach(function (token) { if (categories.indexOf(token.c) < 0) categories.push(token.c); });
      categories.forEach(function (name) {
        var option = el("option", "", name);
        option.value = name;
        category.appendChild(option);
      });
      var haystacks = tokens.map(function (token) {
        return (token.p + " " + token.c + " " + token.s.join(" ") + " " + (token.d || "")).toLowerCase();
      });

      function initialScheme() {
        var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
        var more = window.matchMedia && window.matchMedia("(prefers-contrast: more)").matches;
        var wanted = (dark ? "dark" : "light") + (more ? "-high-contrast" : "");
        if (appearances.indexOf(wanted) >= 0) return wanted;
        return appearances.indexOf(dark ? "dark" : "light") >= 0 ? (dark ? "dark" : "light") : appearances[0];
      }

      function preview(token, value) {
        var box;
        switch (token.c) {
          case "color":
            box = el("div", "checker");
            var swatch = el("div", "swatch");
            var srgb = el("div");
            srgb.style.backgroundColor = value.hex;
            swatch.appendChild(srgb);
            if (value.p3) {
              var wide = el("div");
              wide.style.backgroundColor = value.p3;
              wide.title = "Display P3";
              swatch.appendChild(wide);
            }
            box.appendChild(swatch);
            return box;
          case "typography":
            box = el("div", "specimen", "The quick brown fox");
            box.style.fontFamily = value.f ? JSON.stringify(value.f) + ", system-ui, sans-serif" : "system-ui, sans-serif";
            box.style.fontSize = value.sz + "px";
            box.style.fontWeight = String(value.w);
            box.style.lineHeight = value.lh + "px";
            box.style.letterSpacing = value.ls + "px";
            return box;
          case "spacing":
            box = el("div", "bar");
            box.style.width = Math.max(1, value.pt) + "px";
            return box;
          case "radius":
            box = el("div", "box");
            box.style.borderRadius = value.pt + "px";
            return box;
          case "border-width":
            box = el("div", "box");
            box.style.borderWidth = value.pt + "px";
            box.style.borderColor = "var(--fg)";
            box.style.borderStyle = "solid";
            return box;
          case "opacity":
            box = el("div", "checker");
            var layer = el("div", "box");
            layer.style.background = "var(--fg)";
            layer.style.opacity = String(value.n);
            box.appendChild(layer);
            box.style.width = "58px";
            return box;
          case "shadow":
            box = el("div", "shadowed");
            box.style.boxShadow = value.css;
            return box;
          case "gradient":
            box = el("div", "gradient");
            box.style.backgroundImage = value.css;
            return box;
          case "motion":
            return curve(value.b);
          default:
            return el("div");
        }
      }

      function curve(b) {
        var ns = "http://www.w3.org/2000/svg";
        var svg = document.createElementNS(ns, "svg");
        svg.setAttribute("viewBox", "0 0 100 100");
        svg.setAttribute("class", "curve");
        var frame = document.createElementNS(ns, "rect");
        frame.setAttribute("width", "100");
        frame.setAttribute("height", "100");
        svg.appendChild(frame);
        var path = document.createElementNS(ns, "path");
        var points = [b[0] * 100, 100 - b[1] * 100, b[2] * 100, 100 - b[3] * 100].map(Number);
        path.setAttribute("d", "M0,100 C" + points[0] + "," + points[1] + " " + points[2] + "," + points[3] + " 100,0");
        svg.appendChild(path);
        return svg;
      }

      function row(token) {
        var article = el("article", "token");
        article.id = token.p;
        article.dataset.category = token.c;
        var about = el("div", "about");
        var link = el("a", "path", token.p);
        link.href = "#" + encodeURIComponent(token.p).replace(/%2E/g, ".");
        about.appendChild(link);
        about.appendChild(el("span", "badge", token.c));
        if (token.x) about.appendChild(el("span", "badge deprecated", token.x === "deprecated" ? "deprecated" : "deprecated: " + token.x));
        if (token.d) about.appendChild(el("p", "description", token.d));
        token.s.forEach(function (symbol) { about.appendChild(el("code", "symbol", symbol)); });
        article.appendChild(about);
        var current = el("div", "current");
        article.appendChild(current);
        var modes = el("div", "modes");
        appearances.forEach(function (name, index) {
          var value = valueIn(token, index);
          var cell = el("div", "mode");
          cell.dataset.appearance = name;
          cell.appendChild(el("span", "label", labels[name] || name));
          cell.appendChild(preview(token, value));
          cell.appendChild(el("span", "value", value.t));
          if (value.p3) cell.appendChild(el("span", "value", value.p3));
          modes.appendChild(cell);
        });
        article.appendChild(modes);
        paintCurrent(article, token);
        return article;
      }

      function paintCurrent(article, token) {
        var index = Math.max(0, appearances.indexOf(scheme.value));
        var current = article.querySelector(".current");
        current.textContent = "";
        current.appendChild(preview(token, valueIn(token, index)));
        article.querySelectorAll(".mode").forEach(function (cell) {
          cell.classList.toggle("selected", cell.dataset.appearance === scheme.value);
        });
      }

      function rows(start, end) {
        var fragment = document.createDocumentFragment();
        for (var index = start; index < end; index++) fragment.appendChild(row(filtered[index]));
        return fragment;
      }

      function showMore() {
        var end = Math.min(filtered.length, shown + pageSize);
        list.appendChild(rows(shown, end));
        shown = end;
      }

      // A deep link far down the list starts the rows at its page; earlier pages come on request.
      function showEarlier() {
        var start = Math.max(0, first - pageSize);
        list.insertBefore(rows(start, first), list.firstChild);
        first = start;
        updateEarlier();
      }

      function updateEarlier() {
        earlier.hidden = first === 0;
        earlier.textContent = "Show " + Math.min(pageSize, first) + " earlier tokens";
      }

      function applyFilter() {
        var words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
        var wanted = category.value;
        filtered = tokens.filter(function (token, index) {
          if (wanted && token.c !== wanted) return false;
          return words.every(function (word) { return haystacks[index].indexOf(word) >= 0; });
        });
        list.textContent = "";
        first = shown = 0;
        updateEarlier();
        showMore();
        count.textContent = filtered.length + " of " + tokens.length + " tokens";
        if (!filtered.length) list.appendChild(el("p", "", "No token matches.")).id = "empty";
      }

      function applyScheme() {
        document.documentElement.dataset.scheme = scheme.value;
        renderAudit();
        var byPath = {};
        tokens.forEach(function (token) { byPath[token.p] = token; });
        list.querySelectorAll(".token").forEach(function (article) { paintCurrent(article, byPath[article.id]); });
      }

      // The WCAG 2 contrast of each foreground-role color over each background-role color, in the
      // selected appearance; cells below the foreground's minimum are marked.
      function renderAudit() {
        var audit = data.audit;
        var box = document.getElementById("audit");
        if (!audit.fg.length || !audit.bg.length) { box.hidden = true; return; }
        var ratios = audit.r[Math.max(0, appearances.indexOf(scheme.value))];
        var table = el("table");
        var head = el("tr");
        head.appendChild(el("th", "", "foreground \u2193 on background \u2192"));
        audit.bg.forEach(function (path) { head.appendChild(el("th", "", path)); });
        table.appendChild(head);
        var low = 0;
        audit.fg.forEach(function (path, f) {
          var line = el("tr");
          line.appendChild(el("th", "", path + (audit.min[f] < 4.5 ? " (large)" : "")));
          audit.bg.forEach(function (background, b) {
            var ratio = ratios[f][b];
            var cell = el("td", ratio < audit.min[f] ? "fail" : "", ratio.toFixed(2) + ":1");
            cell.title = path + " on " + background + ", minimum " + audit.min[f] + ":1";
            if (ratio < audit.min[f]) low++;
            line.appendChild(cell);
          });
          table.appendChild(line);
        });
        var matrix = box.querySelector(".matrix");
        matrix.textContent = "";
        matrix.appendChild(table);
        box.querySelector("summary").textContent = "Contrast (WCAG 2, " + (labels[scheme.value] || scheme.value) + "): "
          + low + " of " + audit.fg.length * audit.bg.length + " pairs below their minimum";
      }

      function followLink() {
        var path = decodeURIComponent(location.hash.slice(1));
        if (!path) return;
        var index = filtered.findIndex(function (token) { return token.p === path; });
        if (index < 0 && tokens.some(function (token) { return token.p === path; })) {
          search.value = "";
          category.value = "";
          applyFilter();
          index = filtered.findIndex(function (token) { return token.p === path; });
        }
        if (index < 0) return;
        if (index < first || index >= shown) {
          list.textContent = "";
          first = shown = index - index % pageSize;
          updateEarlier();
          showMore();
        }
        var target = document.getElementById(path);
        list.querySelectorAll(".linked").forEach(function (node) { node.classList.remove("linked"); });
        target.classList.add("linked");
        target.scrollIntoView();
      }

      scheme.value = initialScheme();
      document.documentElement.dataset.scheme = scheme.value;
      scheme.addEventListener("change", applyScheme);
      search.addEventListener("input", applyFilter);
      category.addEventListener("change", applyFilter);
      earlier.addEventListener("click", showEarlier);
      window.addEventListener("hashchange", followLink);
      new IntersectionObserver(function (entries) {
        if (entries[0].isIntersecting && shown < filtered.length) showMore();
      }, { rootMargin: "800px" }).observe(document.getElementById("sentinel"));
      renderAudit();
      applyFilter();
      followLink();
    })();
    """#
}
