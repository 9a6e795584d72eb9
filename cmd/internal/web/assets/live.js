// The live page: follows the game through Server-Sent Events, says every
// new line through the live region, keeps the score and the list of
// lines, and sends the buttons' requests without leaving the page.
// Without this script the page still shows the game (as of its loading)
// and its buttons still work, as plain forms.
(function () {
  'use strict';

  var body = document.body;
  if (body.dataset.page !== 'game') {
    return;
  }
  var live = document.getElementById('live');
  var lines = document.getElementById('lines');
  var score = document.getElementById('score');
  var noMove = document.getElementById('no-move');
  var boards = document.getElementById('boards');
  var tables = document.getElementById('board-tables');
  var discrepancy = document.getElementById('discrepancy');
  var last = body.dataset.last || '';
  var heartbeat = parseInt(body.dataset.heartbeat, 10) || 5000;
  var pieces = JSON.parse(body.dataset.pieces || '{}');
  var moves = JSON.parse(score.dataset.moves || '[]');
  var wordsLang = score.dataset.lang || '';
  var keepLines = 200;

  // say puts a line into the live region, which screen readers speak: a
  // new paragraph each time, so that a line said twice is spoken twice.
  // The paragraphs before it stay a few seconds (out of sight), so that
  // a burst of lines (a move, then its answer) is spoken whole.
  function say(text, lang) {
    var p = document.createElement('p');
    p.textContent = text;
    if (lang) {
      p.lang = lang;
    }
    live.appendChild(p);
    while (live.children.length > 8) {
      live.removeChild(live.firstElementChild);
    }
    clearTimeout(prune);
    prune = setTimeout(function () {
      while (live.children.length > 1) {
        live.removeChild(live.firstElementChild);
      }
    }, 5000);
  }
  var prune = 0;

  // keep adds a line to the list of everything said.
  function keep(l) {
    var li = document.createElement('li');
    li.textContent = l.t;
    if (l.l) {
      li.lang = l.l;
    }
    lines.appendChild(li);
    while (lines.children.length > keepLines) {
      lines.removeChild(lines.firstElementChild);
    }
  }

  // rowsOf groups half-moves by move number, as the server does.
  function rowsOf(ms) {
    var rows = [];
    ms.forEach(function (m) {
      var r = rows[rows.length - 1];
      if (!r || r.n !== m.n || r.b || (!m.b && r.w)) {
        r = { n: m.n, w: null, b: null };
        rows.push(r);
      }
      if (m.b) {
        r.b = m;
      } else {
        r.w = m;
      }
    });
    return rows;
  }

  function same(a, b) {
    return (!a && !b) || (a && b && a.s === b.s && a.w === b.w);
  }

  function ply(li, m) {
    var san = document.createElement('span');
    san.className = 'san';
    san.textContent = m.s;
    var words = document.createElement('span');
    words.className = 'words';
    words.textContent = m.w;
    if (wordsLang) {
      words.lang = wordsLang;
    }
    li.append(san, ' ', words);
  }

  // showScore brings the list up to date, replacing only the rows that
  // changed, so that a screen reader's place in it stays.
  function showScore(next) {
    var before = rowsOf(moves);
    var after = rowsOf(next);
    var keepRows = 0;
    while (keepRows < before.length && keepRows < after.length &&
      before[keepRows].n === after[keepRows].n &&
      same(before[keepRows].w, after[keepRows].w) && same(before[keepRows].b, after[keepRows].b)) {
      keepRows++;
    }
    while (score.children.length > keepRows) {
      score.removeChild(score.lastElementChild);
    }
    after.slice(keepRows).forEach(function (r) {
      var li = document.createElement('li');
      li.value = r.n;
      if (r.w) {
        ply(li, r.w);
      } else {
        li.append('…');
      }
      if (r.b) {
        li.append(', ');
        ply(li, r.b);
      }
      score.appendChild(li);
    });
    moves = next;
    noMove.hidden = moves.length > 0;
  }

  function scoreChange(c) {
    if (c.l !== undefined) {
      wordsLang = c.l || '';
    }
    showScore(moves.slice(0, c.from).concat(c.moves || []));
  }

  function showBoards(b) {
    if (!b || !b.boards || b.boards.length < 2) {
      boards.hidden = true;
      tables.replaceChildren();
      return;
    }
    boards.hidden = false;
    discrepancy.textContent = b.d || '';
    discrepancy.hidden = !b.d;
    // '*': a square that a board seeing only occupancy shows taken.
    var figures = { K: '♔', Q: '♕', R: '♖', B: '♗', N: '♘', P: '♙', k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟', '*': '●' };
    var at = function (board, i) {
      var c = (board.p || '').charAt(i);
      return figures[c] ? c : '.';
    };
    var agree = function (a, c) {
      return a === c || (a === '*' && c !== '.') || (c === '*' && a !== '.');
    };
    tables.replaceChildren();
    b.boards.forEach(function (board, bi) {
      var wrap = document.createElement('div');
      wrap.className = 'board-wrap';
      wrap.setAttribute('role', 'region');
      wrap.tabIndex = 0;
      wrap.setAttribute('aria-labelledby', 'board-' + (bi + 1));
      var t = document.createElement('table');
      t.className = 'board';
      wrap.appendChild(t);
      var cap = t.createCaption();
      cap.id = 'board-' + (bi + 1);
      cap.textContent = board.name + (board.away ? ' (' + body.dataset.away + ')' : '');
      var head = t.createTHead().insertRow();
      head.appendChild(document.createElement('td'));
      'abcdefgh'.split('').forEach(function (f) {
        var th = document.createElement('th');
        th.scope = 'col';
        th.textContent = f;
        head.appendChild(th);
      });
      var tb = t.createTBody();
      for (var r = 0; r < 8; r++) {
        var tr = tb.insertRow();
        var th = document.createElement('th');
        th.scope = 'row';
        th.textContent = String(8 - r);
        tr.appendChild(th);
        for (var f = 0; f < 8; f++) {
          var c = at(board, r * 8 + f);
          var differs = b.boards.some(function (o, oi) {
            return oi !== bi && !agree(at(o, r * 8 + f), c);
          });
          var td = tr.insertCell();
          var shown = document.createElement('span');
          shown.setAttribute('aria-hidden', 'true');
          shown.textContent = (figures[c] || '') + (differs ? '≠' : '');
          td.appendChild(shown);
          var name = (pieces[c] || '') + (differs ? ' ' + body.dataset.differs : '');
          if (name.trim()) {
            var vh = document.createElement('span');
            vh.className = 'vh';
            vh.textContent = name.trim();
            td.appendChild(vh);
          }
          if (differs) {
            td.className = 'differs';
          }
        }
      }
      tables.appendChild(wrap);
    });
  }

  // The online game: its players, the server's clocks (a polite live
  // region, changed only when the server says a new state), its address.
  var online = document.getElementById('online');
  function showOnline(o) {
    if (!online) {
      return;
    }
    if (!o) {
      online.hidden = true;
      return;
    }
    online.hidden = false;
    document.getElementById('online-white').textContent = o.w || '';
    document.getElementById('online-black').textContent = o.b || '';
    var clocks = document.getElementById('online-clocks');
    if (clocks.textContent !== (o.c || '')) {
      clocks.textContent = o.c || '';
    }
    clocks.hidden = !o.c;
    var link = document.getElementById('online-url');
    if (o.url && /^https?:\/\//.test(o.url)) {
      link.href = o.url;
      link.parentNode.hidden = false;
    } else {
      link.removeAttribute('href');
      link.parentNode.hidden = true;
    }
  }

  function reset(st) {
    lines.replaceChildren();
    (st.lines || []).forEach(keep);
    var ls = st.lines || [];
    if (ls.length) {
      say(ls[ls.length - 1].t, ls[ls.length - 1].l);
    }
    moves = [];
    score.replaceChildren();
    scoreChange(st.score || { from: 0, moves: [] });
    showBoards(st.boards);
    showOnline(st.online);
  }

  // The connection. The browser reconnects by itself after most losses
  // (sending the last event's id); the page also starts again a stream
  // the browser gave up, one that fell silent (no event, not even the
  // heartbeat, for two heartbeats and a half second: a connection that died
  // without closing, said at once), and one a phone's sleep closed.
  var stream = null;
  var watchdog = 0;
  var offlineTimer = 0;
  var offlineSaid = false;
  var opened = false;

  var lastHeard = Date.now();

  function pet() {
    lastHeard = Date.now();
    clearTimeout(watchdog);
    watchdog = setTimeout(function () {
      sayLost();
      connect();
    }, Math.max(heartbeat * 2 + 500, 5000));
  }

  // lost says, after a few seconds without a connection, that the page
  // is not following the game: silence must not pass for a quiet game.
  function lost() {
    if (!offlineTimer && !offlineSaid) {
      offlineTimer = setTimeout(sayLost, 5000);
    }
  }

  function sayLost() {
    clearTimeout(offlineTimer);
    offlineTimer = 0;
    if (!offlineSaid) {
      offlineSaid = true;
      say(body.dataset.lost);
    }
  }

  function found() {
    clearTimeout(offlineTimer);
    offlineTimer = 0;
    if (offlineSaid) {
      offlineSaid = false;
      say(body.dataset.back);
    }
  }

  function track(e) {
    if (e.lastEventId) {
      last = e.lastEventId;
    }
    pet();
  }

  function connect() {
    if (stream) {
      stream.close();
    }
    var es = new EventSource('/events?since=' + encodeURIComponent(last));
    stream = es;
    // again: the page has followed the game before (this stream's
    // first connection, or the browser's own reconnection).
    var again = opened;
    es.onopen = function () {
      again = opened;
      opened = true;
      found();
      pet();
    };
    es.onerror = function () {
      lost();
      if (es.readyState === EventSource.CLOSED && stream === es) {
        setTimeout(function () {
          if (stream === es) {
            connect();
          }
        }, 2000);
      }
    };
    es.addEventListener('line', function (e) {
      track(e);
      var l = JSON.parse(e.data);
      keep(l);
      say(l.t, l.l);
    });
    es.addEventListener('past', function (e) {
      track(e);
      keep(JSON.parse(e.data));
    });
    es.addEventListener('score', function (e) {
      track(e);
      scoreChange(JSON.parse(e.data));
    });
    es.addEventListener('boards', function (e) {
      track(e);
      showBoards(JSON.parse(e.data));
    });
    es.addEventListener('online', function (e) {
      track(e);
      showOnline(JSON.parse(e.data));
    });
    es.addEventListener('reset', function (e) {
      track(e);
      reset(JSON.parse(e.data));
    });
    // A page that comes back is told how many lines it missed; the
    // newest follows as a line.
    es.addEventListener('missed', function (e) {
      pet();
      if (again) {
        say(JSON.parse(e.data).t);
      }
    });
    es.addEventListener('ping', pet);
    pet();
  }

  // wake starts the stream again when the phone comes back: one the
  // browser closed, or one that heard nothing for longer than a heartbeat
  // (a connection that died with the Wi-Fi while the phone slept).
  function wake() {
    if (!stream || stream.readyState === EventSource.CLOSED || Date.now() - lastHeard > heartbeat + 2000) {
      connect();
    }
  }

  document.addEventListener('visibilitychange', function () {
    if (!document.hidden) {
      wake();
    }
  });
  window.addEventListener('online', wake);
  window.addEventListener('pageshow', function (e) {
    if (e.persisted) {
      connect();
    }
  });

  // The buttons: their request goes without leaving the page; the answer
  // comes through the stream into the live region. A refusal (a phone not
  // paired, a page out of date) is said there too.
  document.addEventListener('submit', function (e) {
    var form = e.target;
    if (!form.classList.contains('request')) {
      return;
    }
    e.preventDefault();
    var data = new URLSearchParams();
    new FormData(form).forEach(function (v, k) {
      data.append(k, v);
    });
    if (e.submitter && e.submitter.name) {
      data.append(e.submitter.name, e.submitter.value);
    }
    fetch(form.action, {
      method: 'POST',
      headers: { 'X-Rochade': '1' },
      body: data,
      credentials: 'same-origin'
    }).then(function (r) {
      if (!r.ok) {
        return r.text().then(function (t) {
          say(t);
        });
      }
    }).catch(function () {
      say(body.dataset.lost);
    });
  });

  connect();
})();
