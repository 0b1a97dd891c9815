// The orbits page: Play (any family, givens by click and typing, Solve, All, Check) and the catalog.
// Plain JavaScript, no build step: the server hands out this file as it is.
'use strict';

const main = document.getElementById('main');

// ---------- small helpers ----------

function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'text') node.textContent = value;
    else if (name === 'html') node.innerHTML = value;
    else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else if (value !== false && value !== undefined && value !== null) node.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

async function getJson(url) {
  const response = await fetch(url);
  const body = await response.json().catch(() => ({ error: 'the server answered ' + response.status }));
  if (!response.ok) throw new Error(body.error || ('the server answered ' + response.status));
  return body;
}

// A position's address: family, its parameters, then the givens, in words a person can read and edit.
function positionQuery(family, parameters, givens) {
  const words = ['family=' + encodeURIComponent(family)];
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== '' && value !== undefined) words.push(encodeURIComponent(name) + '=' + encodeURIComponent(value));
  }
  for (const [cell, value] of Object.entries(givens)) {
    words.push('given=' + encodeURIComponent(cell) + '=' + encodeURIComponent(value));
  }
  return words.join('&');
}

function readQuery() {
  const parameters = {};
  const givens = {};
  let family = null;
  const raw = location.search.replace(/^\?/, '');
  for (const pair of raw.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = decodeURIComponent(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decodeURIComponent(pair.slice(eq + 1));
    if (name === 'family') family = value;
    else if (name === 'given') {
      const at = value.indexOf('=');
      if (at > 0) givens[value.slice(0, at)] = value.slice(at + 1);
    } else parameters[name] = value;
  }
  return { family, parameters, givens };
}

function plural(count, word) {
  return count.toLocaleString('en') + ' ' + word + (count === 1 ? '' : 's');
}

function markNav(which) {
  for (const link of document.querySelectorAll('[data-nav]')) {
    link.classList.toggle('active', link.dataset.nav === which);
  }
}

// ---------- Play ----------

const play = {
  families: [],
  family: null,
  parameters: {},
  givens: {},
  board: null,
  selected: null,
  solution: null,
  search: null,
};

async function showPlay() {
  markNav('play');
  play.families = await getJson('/api/families');
  const wanted = readQuery();
  play.family = wanted.family || play.families[0].name;
  play.parameters = wanted.parameters;
  play.givens = wanted.givens;

  const familySelect = el('select', { id: 'family', onchange: () => chooseFamily(familySelect.value) },
    play.families.map(f => el('option', { value: f.name, text: f.name })));
  main.replaceChildren(
    el('section', { class: 'play' },
      el('aside', { class: 'panel controls' },
        el('label', { class: 'field' }, el('span', { text: 'Puzzle' }), familySelect),
        el('p', { id: 'family-title', class: 'muted' }),
        el('form', { id: 'parameters', onsubmit: event => { event.preventDefault(); newBoard(); } }),
        el('p', { class: 'muted small', id: 'group-line' }),
        el('div', { class: 'help muted small' },
          el('p', { text: 'Click a cell and type its value, then Enter; an empty value clears it. On Hip a click changes the colour.' }),
          el('p', { text: 'Solve completes the givens; All finds every completion, one picture per orbit; Check asks the puzzle\'s own checker about the board as you filled it.' }),
          el('p', { text: 'The address holds the position: copy it to share the puzzle.' }))),
      el('div', { class: 'panel stage' },
        el('h1', { id: 'label' }),
        el('div', { id: 'board', class: 'board', onclick: boardClicked }),
        el('div', { id: 'editor', class: 'editor', hidden: true },
          el('label', { for: 'cell-value', id: 'cell-label' }),
          el('input', { id: 'cell-value', inputmode: 'numeric', autocomplete: 'off', onkeydown: editorKey }),
          el('button', { type: 'button', class: 'small-button', onclick: () => commitEditor(), text: 'Set' })),
        el('div', { class: 'buttons' },
          el('button', { id: 'solve', class: 'primary', onclick: solve, text: 'Solve' }),
          el('button', { id: 'all', onclick: all, text: 'All' }),
          el('button', { id: 'check', onclick: check, text: 'Check' }),
          el('button', { id: 'clear', onclick: clearBoard, text: 'Clear' }),
          el('button', { id: 'cancel', class: 'danger', onclick: cancelSearch, text: 'Cancel', hidden: true })),
        el('div', { id: 'status', class: 'status', role: 'status' }),
        el('ul', { id: 'remarks', class: 'remarks' })),
      el('section', { id: 'orbits-panel', class: 'panel orbits-panel', hidden: true },
        el('h2', { id: 'orbits-heading' }),
        el('div', { id: 'progress', class: 'muted small' }),
        el('div', { id: 'orbits', class: 'cards' }))));
  familySelect.value = play.family;
  renderParameters();
  await refresh();
}

function currentFamily() {
  return play.families.find(f => f.name === play.family);
}

function renderParameters() {
  const family = currentFamily();
  document.getElementById('family-title').textContent = family ? family.title : '';
  const form = document.getElementById('parameters');
  form.replaceChildren();
  if (!family) return;
  for (const parameter of family.parameters) {
    const choices = parameter.range.includes(' | ') ? parameter.range.split(' | ').map(s => s.trim()) : null;
    const value = play.parameters[parameter.name] ?? '';
    const input = choices
      ? el('select', { name: parameter.name, id: 'param-' + parameter.name },
          choices.map(c => el('option', { value: c, text: c, selected: (value || parameter.default) === c })))
      : el('input', { name: parameter.name, id: 'param-' + parameter.name, value, placeholder: parameter.default, size: 6 });
    form.append(el('label', { class: 'field', title: parameter.description },
      el('span', { text: parameter.name }), input,
      el('small', { class: 'muted', text: parameter.description + '; ' + parameter.range })));
  }
  form.append(el('button', { id: 'new-board', type: 'submit', text: 'New board' }));
}

function chooseFamily(name) {
  play.family = name;
  play.parameters = {};
  play.givens = {};
  renderParameters();
  refresh();
}

function newBoard() {
  const parameters = {};
  for (const input of document.querySelectorAll('#parameters [name]')) {
    if (input.value !== '') parameters[input.name] = input.value;
  }
  play.parameters = parameters;
  play.givens = {};
  refresh();
}

function clearBoard() {
  play.givens = {};
  refresh();
}

function query() {
  return positionQuery(play.family, play.parameters, play.givens);
}

function setStatus(text, kind = '') {
  const status = document.getElementById('status');
  status.textContent = text;
  status.className = 'status ' + kind;
}

// Fetches the position as the server draws and judges it, and puts it on the page and in the address.
async function refresh(keepStatus = false) {
  cancelSearch();
  play.solution = null;
  history.replaceState(null, '', '/play?' + query());
  if (!keepStatus) setStatus('');
  try {
    play.board = await getJson('/api/board?' + query());
  } catch (problem) {
    setStatus(problem.message, 'error');
    return false;
  }
  // The server's words for the parameters, defaults filled in, so the address says exactly which puzzle.
  play.parameters = Object.fromEntries(Object.entries(play.board.parameters).map(([k, v]) => [k, String(v)]));
  history.replaceState(null, '', '/play?' + query());
  for (const [name, value] of Object.entries(play.parameters)) {
    const input = document.getElementById('param-' + name);
    if (input) input.value = value;
  }
  document.getElementById('label').textContent = play.board.label;
  document.getElementById('group-line').textContent =
    'symmetry group ' + play.board.group + ' (order ' + play.board.groupOrder + '); values ' +
    play.board.minValue + '..' + play.board.maxValue + (play.board.valuesDistinct ? ', each once' : '') +
    (play.board.optimisation ? '; an optimisation puzzle: Solve finds a best completion' : '');
  drawBoard(play.board.svg);
  renderRemarks(play.board.remarks);
  document.getElementById('orbits-panel').hidden = true;
  document.querySelector('.play').classList.remove('with-orbits');
  return true;
}

function drawBoard(svg, solvedCells = null) {
  const board = document.getElementById('board');
  board.innerHTML = svg;
  for (const cell of board.querySelectorAll('[data-cell]')) {
    const name = cell.dataset.cell;
    if (name in play.givens) cell.classList.add('given');
    else if (solvedCells && name in solvedCells) cell.classList.add('solved');
    if (name === play.selected) cell.classList.add('selected');
  }
}

function renderRemarks(remarks) {
  const list = document.getElementById('remarks');
  list.replaceChildren(...remarks.map(r => el('li', { class: r.broken ? 'broken' : 'note', text: r.text })));
  const broken = new Set(remarks.filter(r => r.broken).flatMap(r => r.cells));
  for (const cell of document.querySelectorAll('#board [data-cell]')) {
    cell.classList.toggle('bad', broken.has(cell.dataset.cell));
  }
}

function boardClicked(event) {
  const cell = event.target.closest('[data-cell]');
  if (!cell || !play.board) return;
  const name = cell.dataset.cell;
  if (play.board.maxValue - play.board.minValue < 2) {
    // With two values a click walks the cell through them, greatest first, and back to empty.
    const now = play.givens[name];
    const max = String(play.board.maxValue);
    const min = String(play.board.minValue);
    if (now === undefined) play.givens[name] = max;
    else if (now === max && max !== min) play.givens[name] = min;
    else delete play.givens[name];
    refresh();
    return;
  }
  select(name);
}

function select(name) {
  play.selected = name;
  for (const cell of document.querySelectorAll('#board [data-cell]')) {
    cell.classList.toggle('selected', cell.dataset.cell === name);
  }
  const editor = document.getElementById('editor');
  editor.hidden = false;
  document.getElementById('cell-label').textContent = name + ' =';
  const input = document.getElementById('cell-value');
  input.value = play.givens[name] ?? '';
  input.focus();
  input.select();
}

function editorKey(event) {
  if (event.key === 'Enter') {
    event.preventDefault();
    commitEditor();
  } else if (event.key === 'Escape') {
    deselect();
  }
}

function deselect() {
  play.selected = null;
  document.getElementById('editor').hidden = true;
  for (const cell of document.querySelectorAll('#board .selected')) cell.classList.remove('selected');
}

async function commitEditor() {
  const name = play.selected;
  if (!name) return;
  const text = document.getElementById('cell-value').value.trim();
  const before = play.givens[name];
  if (text === '') delete play.givens[name];
  else play.givens[name] = text;
  const ok = await refresh();
  if (!ok) {
    // The server refused the value (not a whole number, say): keep its message, restore the board.
    const message = document.getElementById('status').textContent;
    if (before === undefined) delete play.givens[name];
    else play.givens[name] = before;
    await refresh();
    setStatus(message, 'error');
    select(name);
    return;
  }
  deselect();
}

async function solve() {
  deselect();
  cancelSearch();
  const controller = new AbortController();
  play.search = controller;
  document.getElementById('cancel').hidden = false;
  setStatus('solving...', 'busy');
  try {
    const response = await fetch('/api/solve?' + query(), { signal: controller.signal });
    const answer = await response.json().catch(() => ({ error: 'the server answered ' + response.status }));
    if (!response.ok || answer.error) throw new Error(answer.error || ('the server answered ' + response.status));
    if (answer.solved) {
      play.solution = answer.solution;
      drawBoard(answer.svg, answer.solution);
      setStatus('Solved in ' + answer.millis + ' ms: a completion of the givens, checked by the puzzle\'s checker.', 'ok');
    } else {
      setStatus(answer.complete ? 'No solution: the givens cannot be completed.' : answer.message, 'error');
    }
  } catch (problem) {
    setStatus(problem.name === 'AbortError' ? 'Cancelled: the search was stopped.' : problem.message, 'error');
  } finally {
    if (play.search === controller) {
      play.search = null;
      document.getElementById('cancel').hidden = true;
    }
  }
}

async function check() {
  deselect();
  try {
    // After Solve the board shows a completion: Check then judges the board as it is shown.
    const board = play.solution ? Object.fromEntries(Object.entries(play.solution).map(([k, v]) => [k, String(v)])) : play.givens;
    const answer = await getJson('/api/check?' + positionQuery(play.family, play.parameters, board));
    setStatus(answer.message, answer.ok ? 'ok' : 'error');
  } catch (problem) {
    setStatus(problem.message, 'error');
  }
}

function cancelSearch() {
  if (play.search) {
    play.search.abort();
    play.search = null;
  }
  const cancel = document.getElementById('cancel');
  if (cancel) cancel.hidden = true;
}

async function all() {
  deselect();
  cancelSearch();
  const controller = new AbortController();
  play.search = controller;
  const panel = document.getElementById('orbits-panel');
  const cards = document.getElementById('orbits');
  const heading = document.getElementById('orbits-heading');
  const progress = document.getElementById('progress');
  panel.hidden = false;
  document.querySelector('.play').classList.add('with-orbits');
  cards.replaceChildren();
  heading.textContent = 'Searching every completion...';
  progress.textContent = '';
  document.getElementById('cancel').hidden = false;
  setStatus('searching every completion...', 'busy');
  const started = performance.now();
  let group = '';
  try {
    const response = await fetch('/api/all?' + query(), { signal: controller.signal });
    if (!response.ok) {
      const body = await response.json().catch(() => ({}));
      throw new Error(body.error || ('the server answered ' + response.status));
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        if (!line.trim()) continue;
        const event = JSON.parse(line);
        if (event.event === 'start') {
          group = event.group + ' (order ' + event.groupOrder + ')';
        } else if (event.event === 'orbit') {
          cards.append(orbitCard(event));
          heading.textContent = plural(event.number, 'orbit') + ' so far under ' + group;
        } else if (event.event === 'progress') {
          progress.textContent = (event.phase || 'searching') +
            (event.solutions !== undefined ? ': ' + plural(event.solutions, 'completion') + ', ' + plural(event.nodes, 'node') : '') +
            ', ' + (event.elapsedMillis / 1000).toFixed(1) + ' s';
        } else if (event.event === 'done') {
          finishAll(event, group, cards, heading, progress, started);
        } else if (event.event === 'error') {
          throw new Error(event.error);
        }
      }
    }
  } catch (problem) {
    if (problem.name === 'AbortError') {
      heading.textContent = cards.children.length + ' orbits found before the search was cancelled';
      setStatus('Cancelled: the search was stopped, so there may be more orbits.', 'error');
    } else {
      setStatus(problem.message, 'error');
    }
  } finally {
    if (play.search === controller) {
      play.search = null;
      document.getElementById('cancel').hidden = true;
    }
  }
}

function finishAll(event, group, cards, heading, progress, started) {
  const cardList = [...cards.children];
  event.completionsPerOrbit.forEach((count, k) => {
    const caption = cardList[k] && cardList[k].querySelector('.completions');
    if (caption) caption.textContent = plural(count, 'completion');
  });
  const prefix = event.complete ? '' : 'at least ';
  if (event.completions === 0) {
    heading.textContent = event.complete ? 'No solution: the givens cannot be completed' : 'None found before the time limit';
    setStatus(event.complete ? 'No solution: the givens cannot be completed.' : 'The search was stopped by the time limit: there may be completions.', 'error');
  } else {
    heading.textContent = prefix + plural(event.orbits, 'orbit') + ' under ' + group + ', ' + prefix + plural(event.completions, 'completion');
    setStatus(event.complete
      ? 'Every completion found in ' + event.millis + ' ms and reduced to ' + plural(event.orbits, 'orbit') + '.'
      : 'The search was stopped by the time limit: the counts are lower bounds.', event.complete ? 'ok' : 'error');
  }
  progress.textContent = 'done in ' + ((performance.now() - started) / 1000).toFixed(2) + ' s';
}

function orbitCard(event) {
  const link = '/play?' + positionQuery(play.family, play.parameters, event.canonicalForm);
  return el('figure', { class: 'card orbit' },
    el('div', { class: 'picture', html: event.svg }),
    el('figcaption', {},
      el('strong', { text: '#' + event.number }), ' · orbit size ' + event.orbitSize,
      el('br'), el('span', { class: 'muted small', text: 'its canonical form' }),
      el('br'), el('span', { class: 'completions muted small' }),
      el('br'), el('a', { href: link, text: 'open on the board' })));
}

// ---------- Catalog ----------

async function showCatalog() {
  markNav('catalog');
  const wanted = new URLSearchParams(location.search);
  const rows = await getJson('/api/catalog');
  const families = [...new Set(rows.map(r => r.family))];
  const filter = el('select', { id: 'catalog-family', onchange: () => render() },
    el('option', { value: '', text: 'every family' }), families.map(f => el('option', { value: f, text: f })));
  filter.value = wanted.get('family') || '';
  const table = el('tbody');
  const count = el('p', { class: 'muted' });
  main.replaceChildren(el('section', { class: 'panel wide' },
    el('h1', { text: 'The catalog' }),
    el('p', { class: 'muted', text: 'Every instance below was enumerated, each solution checked by the puzzle\'s independent checker, and reduced to orbits under its symmetry group; each count was computed two ways. Open an entry to see every orbit\'s representative.' }),
    el('label', { class: 'field inline' }, el('span', { text: 'Family' }), filter),
    count,
    el('table', { class: 'catalog' },
      el('thead', {}, el('tr', {}, ['family', 'entry', 'parameters', 'group', 'solutions', 'orbits'].map(h => el('th', { text: h })))),
      table)));
  function render() {
    const family = filter.value;
    history.replaceState(null, '', '/catalog' + (family ? '?family=' + encodeURIComponent(family) : ''));
    const shown = rows.filter(r => !family || r.family === family);
    count.textContent = plural(shown.length, 'entry').replace('entrys', 'entries');
    table.replaceChildren(...shown.map(r => el('tr', {},
      el('td', { text: r.family }),
      el('td', {}, el('a', { href: '/catalog/' + r.family + '/' + r.entry, text: r.entry })),
      el('td', { text: Object.entries(r.parameters).map(([k, v]) => k + '=' + v).join(', ') }),
      el('td', { text: r.group.name + ' (' + r.group.order + ')' }),
      el('td', { class: 'number', text: r.solutions.toLocaleString('en') + (r.complete ? '' : '+') }),
      el('td', { class: 'number', text: r.orbits.toLocaleString('en') + (r.complete ? '' : '+') + (r.open ? ' (open)' : '') }))));
  }
  render();
}

function objectiveText(objective) {
  if (!objective) return null;
  let text = objective.sense + ': ' + (objective.value ?? 'none found');
  if (objective.proven) text += ' (proven optimal)';
  else if (objective.bound !== undefined) text += ' (open; proven bound ' + objective.bound + ')';
  else text += ' (not proven)';
  return text;
}

async function showEntry(family, entryName) {
  markNav('catalog');
  let entry;
  try {
    const everyPicture = new URLSearchParams(location.search).get('pictures') === 'all';
    entry = await getJson('/api/catalog/' + encodeURIComponent(family) + '/' + encodeURIComponent(entryName) +
      (everyPicture ? '?pictures=all' : ''));
  } catch (problem) {
    main.replaceChildren(el('section', { class: 'panel wide' }, el('h1', { text: 'Not in the catalog' }),
      el('p', { class: 'status error', text: problem.message }), el('a', { href: '/catalog', text: 'the catalog' })));
    return;
  }
  const parameters = Object.fromEntries(Object.entries(entry.parameters).map(([k, v]) => [k, String(v)]));
  const facts = [
    ['symmetry group', entry.group.name + ' (order ' + entry.group.order + ')'],
    ['solutions', entry.solutions.toLocaleString('en') + (entry.complete ? '' : ' (a lower bound)')],
    ['orbits', entry.orbits.toLocaleString('en') + (entry.open ? ' (open entry: the orbit of the best solution found)' : '')],
    ['solutions fixed by a symmetry other than the identity', String(entry.symmetricSolutions)],
    ['objective', objectiveText(entry.objective)],
  ].filter(([, v]) => v !== null);
  main.replaceChildren(el('section', { class: 'panel wide' },
    el('p', {}, el('a', { href: '/catalog?family=' + entry.family, text: '← the ' + entry.family + ' catalog' })),
    el('h1', { text: entry.label }),
    el('table', { class: 'facts' },
      Object.entries(parameters).map(([k, v]) => el('tr', {}, el('th', { text: k }), el('td', { text: v }))),
      facts.map(([k, v]) => el('tr', {}, el('th', { text: k }), el('td', { text: v })))),
    el('p', {}, el('a', { class: 'button-link', href: '/play?' + positionQuery(entry.family, parameters, {}), text: 'Play this puzzle' })),
    entry.representatives.some(r => !r.svg)
      ? el('p', { class: 'muted' }, 'The first ' + entry.representatives.filter(r => r.svg).length + ' of ' +
          entry.representatives.length + ' representatives are drawn: ',
          el('a', { href: location.pathname + '?pictures=all', text: 'draw them all' }))
      : null,
    entry.representatives.length === 0
      ? el('p', { class: 'status', text: 'No solution exists: the search was exhausted without finding one.' })
      : el('div', { id: 'representatives', class: 'cards' }, entry.representatives.filter(r => r.svg).map((r, k) =>
          el('figure', { class: 'card representative' },
            el('div', { class: 'picture', html: r.svg }),
            el('figcaption', {}, el('strong', { text: '#' + (k + 1) }), ' · orbit size ' + r.orbitSize, el('br'),
              el('a', { href: '/play?' + positionQuery(entry.family, parameters, r.cells), text: 'open on the board' })))))));
}

// ---------- routing ----------

async function route() {
  const path = location.pathname;
  try {
    if (path === '/catalog' || path === '/catalog/') await showCatalog();
    else if (path.startsWith('/catalog/')) {
      const [family, entry] = path.slice('/catalog/'.length).split('/');
      await showEntry(decodeURIComponent(family), decodeURIComponent(entry || ''));
    } else await showPlay();
  } catch (problem) {
    main.replaceChildren(el('section', { class: 'panel wide' }, el('p', { class: 'status error', text: problem.message })));
  }
}

route();
