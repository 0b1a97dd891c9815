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

// Every request to the server says it comes from this page: the server refuses work that another site's page could
// have asked for (an image or a form there carries no such header, and a script there may not add one).
const FROM_THIS_PAGE = { 'X-Orbits': '1' };

async function getJson(url) {
  const response = await fetch(url, { headers: FROM_THIS_PAGE });
  const body = await response.json().catch(() => ({ error: 'the server answered ' + response.status }));
  if (!response.ok) throw new Error(body.error || ('the server answered ' + response.status));
  return body;
}

// A position's address: family, its parameters, then the givens, in words a person can read and edit. A tiling
// file opened on the page is named instead of the family, by the name the server gave it.
function positionQuery(family, parameters, givens, tiling = null) {
  const words = tiling ? ['tiling=' + encodeURIComponent(tiling)] : ['family=' + encodeURIComponent(family)];
  for (const [name, value] of Object.entries(tiling ? {} : parameters)) {
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
  let tiling = null;
  const raw = location.search.replace(/^\?/, '');
  for (const pair of raw.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = decodeURIComponent(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decodeURIComponent(pair.slice(eq + 1));
    if (name === 'family') family = value;
    else if (name === 'tiling') tiling = value;
    else if (name === 'given') {
      const at = value.indexOf('=');
      if (at > 0) givens[value.slice(0, at)] = value.slice(at + 1);
    } else parameters[name] = value;
  }
  return { family, tiling, parameters, givens };
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
  // The parameters the server chose by itself from the others: they follow the others when those change.
  atDefault: new Set(),
  givens: {},
  // A tiling file opened on the page: the name the server keeps it by, and the file's own name.
  tiling: null,
  tilingName: null,
  board: null,
  selected: null,
  focused: null,
  solution: null,
  search: null,
  // The latest refresh, which Solve, All and Check wait for, and its number, so a late answer is dropped.
  pending: Promise.resolve(true),
  version: 0,
};

// A parameter's one-click buttons offer its whole range if it is this short, else its first QUICK_VALUES.
const QUICK_RANGE = 12;
const QUICK_VALUES = 10;

async function showPlay() {
  markNav('play');
  play.families = await getJson('/api/families');
  const wanted = readQuery();
  play.family = wanted.family || play.families[0].name;
  // A time limit in the address is the searches' own, not a parameter of the puzzle.
  play.timeLimit = wanted.parameters.timeLimit;
  delete wanted.parameters.timeLimit;
  play.parameters = wanted.parameters;
  play.givens = wanted.givens;
  play.tiling = wanted.tiling;

  const familySelect = el('select', { id: 'family', onchange: () => chooseFamily(familySelect.value) },
    play.families.map(f => el('option', { value: f.name, text: f.name })));
  main.replaceChildren(
    el('section', { class: 'play' },
      el('aside', { class: 'panel controls' },
        el('label', { class: 'field' }, el('span', { text: 'Puzzle' }), familySelect),
        el('label', { class: 'field open-tiling' }, el('span', { text: 'Or open a tiling file (.tiling)' }),
          el('input', { type: 'file', id: 'tiling-file', accept: '.tiling', onchange: openTiling })),
        el('p', { id: 'family-title', class: 'muted' }),
        el('form', { id: 'parameters', onsubmit: event => event.preventDefault() }),
        el('p', { class: 'muted small', id: 'group-line' }),
        el('div', { class: 'help muted small' },
          el('p', { text: 'Click a cell (or reach it with Tab and the arrow keys) and type its value; Enter, Tab, an arrow key, a click elsewhere or Solve keeps it, Escape drops it, an empty value clears the cell. Where values are colours a click or Enter changes the colour.' }),
          el('p', { text: 'Solve finds one solution of the givens (of an optimisation puzzle, a best one, shown as it improves); All finds every solution of the givens and sorts them into orbits, one picture per orbit: two solutions are in one orbit when a symmetry of the puzzle maps one onto the other. Check asks the puzzle\'s own checker about the board as you filled it.' }),
          el('p', { text: 'The address holds the position: copy it to share the puzzle.' }))),
      el('div', { class: 'panel stage' },
        el('h1', { id: 'label' }),
        el('div', { id: 'board', class: 'board', onclick: boardClicked, onkeydown: boardKey, onfocusin: boardFocused }),
        el('div', { id: 'legend', class: 'legend small' }),
        el('div', { id: 'editor', class: 'editor closed' },
          el('label', { for: 'cell-value', id: 'cell-label' }),
          el('input', { id: 'cell-value', inputmode: 'numeric', autocomplete: 'off', onkeydown: editorKey, onblur: editorLeft }),
          el('button', { type: 'button', id: 'cell-set', class: 'small-button', onclick: () => commitEditor(true), text: 'Set' })),
        el('div', { class: 'buttons' },
          el('button', { id: 'solve', class: 'primary', onclick: solve, text: 'Solve' }),
          el('button', { id: 'all', onclick: all, text: 'All' }),
          el('button', { id: 'check', onclick: check, text: 'Check' }),
          el('button', { id: 'clear', onclick: clearBoard, text: 'Clear' }),
          el('button', { id: 'cancel', class: 'danger', onclick: cancelSearch, text: 'Cancel', hidden: true })),
        el('div', { id: 'status', class: 'status', role: 'status' }),
        el('p', { id: 'remarks-about', class: 'muted small remarks-about' }),
        el('ul', { id: 'remarks', class: 'remarks' })),
      el('section', { id: 'orbits-panel', class: 'panel orbits-panel' },
        el('h2', { id: 'orbits-heading' }),
        el('div', { id: 'progress', class: 'muted small' }),
        el('div', { id: 'orbits', class: 'cards' }))));
  familySelect.value = play.family;
  if (play.tiling) showTilingChoice(play.tiling);
  resetOrbitsPanel();
  renderParameters();
  await refresh();
}

function currentFamily() {
  return play.families.find(f => f.name === play.family);
}

// A whole-number range "a..b" at the start of a parameter's range, or null.
function integerRange(range) {
  const match = /^\s*(-?\d+)\s*\.\.\s*(-?\d+)/.exec(range);
  return match ? { low: Number(match[1]), high: Number(match[2]) } : null;
}

function renderParameters() {
  // A tiling file has no parameters: everything about it is in the file.
  const family = play.tiling ? null : currentFamily();
  document.getElementById('family-title').textContent = family ? family.title : '';
  const form = document.getElementById('parameters');
  form.replaceChildren();
  if (!family) return;
  let quickGiven = false;
  for (const parameter of family.parameters) {
    const choices = parameter.range.includes(' | ') ? parameter.range.split(' | ').map(s => s.trim()) : null;
    const value = play.parameters[parameter.name] ?? '';
    const input = choices
      ? el('select', { name: parameter.name, id: 'param-' + parameter.name },
          choices.map(c => el('option', { value: c, text: c, selected: (value || parameter.default) === c })))
      : el('input', { name: parameter.name, id: 'param-' + parameter.name, value, placeholder: parameter.default, size: 6 });
    input.addEventListener('change', () => parameterChanged(parameter.name, input.value.trim()));
    // The first whole-number parameter gets one button per value at the low end of its range: one click
    // switches the puzzle's size (a polygon's corners, a board's side) and starts an empty board.
    const range = choices ? null : integerRange(parameter.range);
    let quick = null;
    if (range && !quickGiven && range.high >= range.low) {
      quickGiven = true;
      const values = [];
      const last = range.high - range.low < QUICK_RANGE ? range.high : range.low + QUICK_VALUES - 1;
      for (let v = range.low; v <= last; v++) values.push(String(v));
      quick = el('div', { class: 'quick', role: 'group', 'aria-label': parameter.name },
        values.map(v => el('button', { type: 'button', class: 'quick-value', 'data-parameter': parameter.name, 'data-value': v,
          text: v, onclick: () => parameterChanged(parameter.name, v) })));
    }
    form.append(el('div', { class: 'field', title: parameter.description },
      el('label', { for: 'param-' + parameter.name, text: parameter.name }), quick, input,
      el('small', { class: 'muted', text: parameter.description + '; ' + parameter.range })));
  }
  form.append(el('button', { id: 'new-board', type: 'button', onclick: newBoard, text: 'New board' }));
}

// The tiling file opened on the page, as the puzzle chosen: an entry of its own in the list of puzzles.
function showTilingChoice(name) {
  const select = document.getElementById('family');
  let option = document.getElementById('tiling-choice');
  if (!option) {
    option = el('option', { id: 'tiling-choice', value: '' });
    select.append(option);
  }
  option.textContent = 'tiling file ' + name;
  select.value = '';
}

// Sends the chosen file to the server, which reads it: a file that breaks the format is refused with its line.
async function openTiling(event) {
  const file = event.target.files[0];
  event.target.value = '';
  if (!file) return;
  try {
    const response = await fetch('/api/tiling?name=' + encodeURIComponent(file.name), { method: 'POST', headers: FROM_THIS_PAGE, body: await file.text() });
    const answer = await response.json().catch(() => ({ error: 'the server answered ' + response.status }));
    if (!response.ok) throw new Error(answer.error || ('the server answered ' + response.status));
    play.tiling = answer.tiling;
    play.family = answer.family;
    play.parameters = {};
    play.atDefault = new Set();
    play.givens = {};
    deselect();
    renderParameters();
    showTilingChoice(file.name);
    await refresh();
    setStatus('Opened ' + file.name + ': ' + answer.label + '. All finds every tiling and sorts them into orbits.', 'ok');
  } catch (problem) {
    setStatus(problem.message, 'error');
  }
}

function chooseFamily(name) {
  play.tiling = null;
  document.getElementById('tiling-choice')?.remove();
  play.family = name;
  play.parameters = {};
  play.atDefault = new Set();
  play.givens = {};
  deselect();
  renderParameters();
  refresh();
}

// A parameter the user set: it is kept from now on, those the server chose by itself follow it, and the
// board starts empty.
function parameterChanged(name, value) {
  const parameters = {};
  for (const [k, v] of Object.entries(play.parameters)) {
    if (!play.atDefault.has(k)) parameters[k] = v;
  }
  if (value === '') delete parameters[name];
  else parameters[name] = value;
  play.parameters = parameters;
  play.atDefault.delete(name);
  play.givens = {};
  deselect();
  refresh();
}

function newBoard() {
  play.givens = {};
  deselect();
  refresh();
}

function clearBoard() {
  play.givens = {};
  deselect();
  refresh();
}

function query() {
  return positionQuery(play.family, play.parameters, play.givens, play.tiling) +
    (play.timeLimit ? '&timeLimit=' + encodeURIComponent(play.timeLimit) : '');
}

function setStatus(text, kind = '') {
  const status = document.getElementById('status');
  status.textContent = text;
  status.className = 'status ' + kind;
}

// Fetches the position as the server draws and judges it, and puts it on the page and in the address.
function refresh(keepStatus = false) {
  play.pending = load(++play.version, keepStatus);
  return play.pending;
}

async function load(version, keepStatus) {
  cancelSearch();
  play.solution = null;
  history.replaceState(null, '', '/play?' + query());
  if (!keepStatus) setStatus('');
  let board;
  try {
    board = await getJson('/api/board?' + query());
  } catch (problem) {
    if (version === play.version) setStatus(problem.message, 'error');
    return false;
  }
  if (version !== play.version) return true;
  play.board = board;
  // The server's words for the parameters, defaults filled in, so the address says exactly which puzzle.
  play.parameters = Object.fromEntries(Object.entries(board.parameters).map(([k, v]) => [k, String(v)]));
  play.atDefault = new Set(board.atDefault || []);
  history.replaceState(null, '', '/play?' + query());
  for (const [name, value] of Object.entries(play.parameters)) {
    const input = document.getElementById('param-' + name);
    if (input) input.value = value;
  }
  for (const button of document.querySelectorAll('#parameters .quick-value')) {
    button.setAttribute('aria-pressed', String(play.parameters[button.dataset.parameter] === button.dataset.value));
  }
  document.getElementById('label').textContent = board.label;
  if (board.tiling) {
    play.family = board.family;
    document.getElementById('family-title').textContent = 'a tiling file opened here, its pieces on its board';
    if (!document.getElementById('tiling-choice')) showTilingChoice(board.family + '.tiling');
  }
  document.getElementById('group-line').textContent =
    'symmetry group ' + board.group + ' (order ' + board.groupOrder + '); values ' +
    board.minValue + '..' + board.maxValue + (board.valuesDistinct ? ', each once' : '') +
    (board.optimisation ? '; an optimisation puzzle: Solve finds a best solution' : '');
  drawBoard(board.svg);
  renderLegend();
  renderRemarks(board.remarks, 'What the rules say of the givens:');
  resetOrbitsPanel();
  return true;
}

function resetOrbitsPanel() {
  document.getElementById('orbits-heading').textContent = 'Every orbit';
  document.getElementById('progress').textContent = 'All lists here every solution of the givens, one picture per orbit.';
  document.getElementById('orbits').replaceChildren();
  document.getElementById('orbits-more')?.remove();
}

function colourValues() {
  return play.board && play.board.valueColours ? Object.entries(play.board.valueColours) : [];
}

function valueWord(value) {
  // A tiling's values are its pieces: named as the tiling file names them.
  const name = play.board && play.board.valueNames ? play.board.valueNames[String(value)] : undefined;
  if (name) return 'piece ' + name;
  return colourValues().length ? 'colour ' + value : String(value);
}

function drawBoard(svg, solvedCells = null) {
  const board = document.getElementById('board');
  const hadFocus = board.contains(document.activeElement) && document.activeElement !== board;
  board.innerHTML = svg;
  const cells = [...board.querySelectorAll('[data-cell]')];
  if (!cells.some(c => c.dataset.cell === play.focused)) play.focused = null;
  if (!play.focused && play.board) play.focused = play.board.cells[0];
  for (const cell of cells) {
    const name = cell.dataset.cell;
    const given = name in play.givens;
    const solved = !given && solvedCells && name in solvedCells;
    if (given) cell.classList.add('given');
    else if (solved) cell.classList.add('solved');
    if (name === play.selected) cell.classList.add('selected');
    // Every cell is a button of the board: one of them in the tab order, the arrow keys move between them.
    cell.setAttribute('role', 'button');
    cell.setAttribute('tabindex', name === play.focused ? '0' : '-1');
    const value = given ? play.givens[name] : solved ? solvedCells[name] : null;
    cell.setAttribute('aria-label', name + (value === null ? ', empty' : ' = ' + valueWord(value) + (given ? ', given' : ', found by Solve')));
  }
  if (hadFocus && play.focused) focusCell(play.focused);
}

function renderLegend() {
  const legend = document.getElementById('legend');
  const items = [];
  const colours = colourValues();
  if (colours.length) {
    for (const [value, colour] of colours) {
      items.push(el('span', { class: 'legend-item' },
        el('span', { class: 'swatch', style: 'background:' + colour }), valueWord(value)));
    }
  } else if (play.board && Object.keys(play.board.valueNames || {}).length) {
    items.push(el('span', { class: 'legend-item value-names' }, 'values: ' +
      Object.entries(play.board.valueNames).map(([value, name]) => value + ' ' + name).join(', ')));
  } else if (play.board) {
    items.push(el('span', { class: 'legend-item' }, 'values ' + play.board.minValue + '..' + play.board.maxValue +
      (play.board.valuesDistinct ? ', each once' : '')));
  }
  const sample = colours.length ? '' : '7';
  items.push(el('span', { class: 'legend-item' }, el('span', { class: 'mark given-mark', text: sample }), 'given'));
  items.push(el('span', { class: 'legend-item' }, el('span', { class: 'mark solved-mark', text: sample }), 'found by Solve'));
  items.push(el('span', { class: 'legend-item' }, el('span', { class: 'mark bad-mark' }), 'breaks a rule'));
  legend.replaceChildren(...items);
}

function renderRemarks(remarks, about) {
  document.getElementById('remarks-about').textContent = remarks.length ? about : '';
  const list = document.getElementById('remarks');
  list.replaceChildren(...remarks.map(r => el('li', { class: r.broken ? 'broken' : 'note', text: r.text })));
  const broken = new Set(remarks.filter(r => r.broken).flatMap(r => r.cells));
  for (const cell of document.querySelectorAll('#board [data-cell]')) {
    cell.classList.toggle('bad', broken.has(cell.dataset.cell));
  }
}

function twoValued() {
  return play.board && play.board.maxValue - play.board.minValue < 2;
}

// With two values a click walks the cell through them, greatest first, and back to empty.
function cycle(name) {
  const now = play.givens[name];
  const max = String(play.board.maxValue);
  const min = String(play.board.minValue);
  if (now === undefined) play.givens[name] = max;
  else if (now === max && max !== min) play.givens[name] = min;
  else delete play.givens[name];
  refresh();
}

function boardClicked(event) {
  const cell = event.target.closest('[data-cell]');
  if (!cell || !play.board) return;
  const name = cell.dataset.cell;
  play.focused = name;
  if (twoValued()) cycle(name);
  else select(name);
}

function boardFocused(event) {
  const cell = event.target.closest && event.target.closest('[data-cell]');
  if (cell) play.focused = cell.dataset.cell;
}

const DIRECTIONS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

// The nearest cell on the board in an arrow's direction, as drawn, or null at the edge.
function neighbour(name, key) {
  const [dx, dy] = DIRECTIONS[key];
  const centre = node => {
    const box = node.getBoundingClientRect();
    return [box.left + box.width / 2, box.top + box.height / 2];
  };
  const from = document.querySelector('#board [data-cell="' + CSS.escape(name) + '"]');
  if (!from) return null;
  const [x, y] = centre(from);
  let best = null;
  let bestScore = Infinity;
  for (const cell of document.querySelectorAll('#board [data-cell]')) {
    const [cx, cy] = centre(cell);
    const along = (cx - x) * dx + (cy - y) * dy;
    if (along < 1) continue;
    const across = Math.abs((cx - x) * dy) + Math.abs((cy - y) * dx);
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = cell.dataset.cell;
    }
  }
  return best;
}

function focusCell(name) {
  play.focused = name;
  for (const cell of document.querySelectorAll('#board [data-cell]')) {
    cell.setAttribute('tabindex', cell.dataset.cell === name ? '0' : '-1');
    if (cell.dataset.cell === name) cell.focus();
  }
}

function boardKey(event) {
  const cell = event.target.closest('[data-cell]');
  if (!cell || !play.board) return;
  const name = cell.dataset.cell;
  if (event.key in DIRECTIONS) {
    event.preventDefault();
    const next = neighbour(name, event.key);
    if (next) focusCell(next);
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    if (twoValued()) cycle(name);
    else select(name);
  } else if (event.key === 'Delete' || event.key === 'Backspace') {
    event.preventDefault();
    if (name in play.givens) {
      delete play.givens[name];
      refresh();
    }
  } else if (/^[0-9-]$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
    event.preventDefault();
    if (twoValued()) {
      if (Number(event.key) >= play.board.minValue && Number(event.key) <= play.board.maxValue) {
        play.givens[name] = event.key;
        refresh();
      }
    } else select(name, event.key);
  }
}

// Opens the editor on a cell; typed, if a key was typed on the cell itself, starts its value.
function select(name, typed = null) {
  play.selected = name;
  play.focused = name;
  for (const cell of document.querySelectorAll('#board [data-cell]')) {
    cell.classList.toggle('selected', cell.dataset.cell === name);
  }
  const editor = document.getElementById('editor');
  editor.classList.remove('closed');
  document.getElementById('cell-label').textContent = name + ' =';
  const input = document.getElementById('cell-value');
  input.value = typed ?? (play.givens[name] ?? '');
  input.focus();
  if (typed === null) input.select();
  else input.setSelectionRange(input.value.length, input.value.length);
}

function editorKey(event) {
  const name = play.selected;
  if (!name) return;
  if (event.key === 'Enter') {
    event.preventDefault();
    commitEditor(true);
    focusCell(name);
  } else if (event.key === 'Escape') {
    event.preventDefault();
    deselect();
    focusCell(name);
  } else if (event.key === 'Tab') {
    // Tab keeps the value and goes on to the next cell, Shift+Tab to the one before; past the last cell
    // the focus leaves the board as usual.
    const cells = play.board.cells;
    const next = cells[cells.indexOf(name) + (event.shiftKey ? -1 : 1)];
    commitEditor(!next);
    if (next) {
      event.preventDefault();
      select(next);
    }
  } else if (event.key in DIRECTIONS) {
    event.preventDefault();
    commitEditor(false);
    const next = neighbour(name, event.key);
    select(next || name);
  }
}

// The editor lost the focus to something other than its own Set button: the typed value is kept.
function editorLeft(event) {
  if (event.relatedTarget && event.relatedTarget.id === 'cell-set') return;
  commitEditor(true);
}

function deselect() {
  play.selected = null;
  const editor = document.getElementById('editor');
  // The closed editor keeps its place, so that the buttons below do not move under a click that closes it.
  if (editor) editor.classList.add('closed');
  for (const cell of document.querySelectorAll('#board .selected')) cell.classList.remove('selected');
}

// Puts the editor's value on the board (an empty value clears the cell) and redraws it; close also closes
// the editor. A value that is not a whole number is refused here, with the reason, and the editor stays.
function commitEditor(close) {
  const name = play.selected;
  if (!name) return play.pending;
  const input = document.getElementById('cell-value');
  const text = input.value.trim();
  if (text !== '' && !/^[+-]?\d+$/.test(text)) {
    setStatus('given ' + name + '=' + text + ': the value is not a whole number', 'error');
    input.value = play.givens[name] ?? '';
    if (close) deselect();
    return play.pending;
  }
  if (close) deselect();
  const before = play.givens[name];
  if ((before ?? '') === text) return play.pending;
  if (text === '') delete play.givens[name];
  else play.givens[name] = text;
  return refresh();
}

// Whatever is typed is kept, and the board drawn with it, before Solve, All or Check ask the server.
async function settle() {
  commitEditor(true);
  return play.pending;
}

// Reads a streamed answer, one JSON event a line, handing each to onEvent as it comes.
async function streamEvents(url, signal, onEvent) {
  const response = await fetch(url, { signal, headers: FROM_THIS_PAGE });
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
      if (line.trim()) onEvent(JSON.parse(line));
    }
  }
}

function seconds(millis) {
  return (millis / 1000).toFixed(1) + ' s';
}

// An objective in words: its value and, at the end, whether it is proven optimal.
function objectiveWords(objective) {
  return 'objective ' + objective.value + ' (' + (objective.sense === 'maximise' ? 'greatest' : 'least') + ' sought)';
}

// Solve streams its progress: of an optimisation puzzle, each better solution is drawn as it is found, with its
// objective, and the end says whether the last one is proven optimal.
async function solve() {
  await settle();
  cancelSearch();
  const controller = new AbortController();
  play.search = controller;
  document.getElementById('cancel').hidden = false;
  setStatus('solving...', 'busy');
  let best = null;
  try {
    await streamEvents('/api/solve/stream?' + query(), controller.signal, event => {
      if (event.event === 'progress') {
        if (event.bestSolution) {
          best = event.bestSolution;
          play.solution = best;
          drawBoard(event.bestSvg, best);
        }
        setStatus('solving, ' + seconds(event.elapsedMillis) +
          (event.best !== undefined ? ': best so far has objective ' + event.best + ', not proven yet' : '...'), 'busy');
      } else if (event.event === 'done') {
        finishSolve(event);
      } else if (event.event === 'error') {
        throw new Error(event.error);
      }
    });
  } catch (problem) {
    setStatus(problem.name === 'AbortError'
      ? 'Cancelled: the search was stopped' + (best ? '; the board shows the best solution found so far, not proven optimal.' : '.')
      : problem.message, 'error');
  } finally {
    if (play.search === controller) {
      play.search = null;
      document.getElementById('cancel').hidden = true;
    }
  }
}

function finishSolve(answer) {
  if (answer.solved) {
    play.solution = answer.solution;
    drawBoard(answer.svg, answer.solution);
    showSolvedRemarks(answer.solution);
    if (answer.objective && answer.objective.proven) {
      setStatus('Optimal (proven): ' + objectiveWords(answer.objective) + ', found and proven in ' + answer.millis +
        ' ms; the solution passed the puzzle\'s checker.', 'ok');
    } else if (answer.objective) {
      setStatus('Best found, not proven: ' + objectiveWords(answer.objective) + ' after ' + answer.millis +
        ' ms; the time limit stopped the proof, so a better solution may exist.', 'warn');
    } else {
      setStatus('Solved in ' + answer.millis + ' ms: a solution of the givens, checked by the puzzle\'s checker.', 'ok');
    }
  } else {
    setStatus(answer.complete ? 'No solution: the givens cannot be completed.' : answer.message, 'error');
  }
}

// What the rules say of the board as Solve filled it, so that no remark about the givens alone stays.
async function showSolvedRemarks(solution) {
  const version = play.version;
  const board = Object.fromEntries(Object.entries(solution).map(([k, v]) => [k, String(v)]));
  try {
    const answer = await getJson('/api/board?' + positionQuery(play.family, play.parameters, board, play.tiling));
    if (version === play.version && play.solution === solution) renderRemarks(answer.remarks, 'What the rules say of the solved board:');
  } catch (problem) {
    renderRemarks([], '');
  }
}

async function check() {
  await settle();
  try {
    // After Solve the board shows a solution: Check then judges the board as it is shown.
    const board = play.solution ? Object.fromEntries(Object.entries(play.solution).map(([k, v]) => [k, String(v)])) : play.givens;
    const answer = await getJson('/api/check?' + positionQuery(play.family, play.parameters, board, play.tiling));
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

// The most orbit pictures All draws.
const MOST_PICTURES = 200;

async function all() {
  await settle();
  cancelSearch();
  const controller = new AbortController();
  play.search = controller;
  const cards = document.getElementById('orbits');
  const heading = document.getElementById('orbits-heading');
  const progress = document.getElementById('progress');
  cards.replaceChildren();
  document.getElementById('orbits-more')?.remove();
  heading.textContent = 'Searching every solution...';
  progress.textContent = '';
  document.getElementById('cancel').hidden = false;
  setStatus('searching every solution...', 'busy');
  const started = performance.now();
  let group = '';
  let found = 0;
  let source = null;
  try {
    await streamEvents('/api/all?' + query(), controller.signal, event => {
      if (event.event === 'start') {
        group = event.group + ' (order ' + event.groupOrder + ')';
        source = event.catalog || null;
        if (source) {
          heading.textContent = 'From the catalog...';
          setStatus('reading every solution from the catalog...', 'busy');
        }
      } else if (event.event === 'orbit') {
        found = event.number;
        // Thousands of pictures would stall the page: the first ones are drawn (the server draws no more than its
        // share of cells), the rest only counted.
        if (cards.children.length < MOST_PICTURES && event.svg) cards.append(orbitCard(event));
        else if (!document.getElementById('orbits-more')) {
          cards.after(el('p', { id: 'orbits-more', class: 'muted small', text: 'The first ' + cards.children.length + ' orbits are drawn; the others are counted.' }));
        }
        heading.textContent = plural(event.number, 'orbit') + ' so far under ' + group;
      } else if (event.event === 'progress') {
        progress.textContent = progressWords(event);
      } else if (event.event === 'done') {
        if (event.fromCatalog) finishFromCatalog(event, source, group, cards, heading, progress);
        else finishAll(event, group, cards, heading, progress, started);
      } else if (event.event === 'error') {
        throw new Error(event.error);
      }
    });
  } catch (problem) {
    if (problem.name === 'AbortError') {
      heading.textContent = plural(found, 'orbit') + ' found before the search was cancelled';
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

// Where a search stands: its share done and the time left once it can tell them, then its counts.
function progressWords(event) {
  const parts = [];
  if (event.shareDone !== undefined) {
    parts.push(Math.floor(event.shareDone * 100) + '% done' +
      (event.remainingMillis !== undefined ? ', about ' + seconds(event.remainingMillis) + ' left' : ', time left not known yet'));
  }
  if (event.solutions !== undefined) parts.push(plural(event.solutions, 'solution') + ', ' + plural(event.nodes, 'node'));
  parts.push(seconds(event.elapsedMillis) + ' so far');
  return (event.phase || 'searching') + ': ' + parts.join(' · ');
}

function setCounts(event, cards) {
  const cardList = [...cards.children];
  event.completionsPerOrbit.forEach((count, k) => {
    const caption = cardList[k] && cardList[k].querySelector('.completions');
    if (caption) caption.textContent = plural(count, 'solution') + (Object.keys(play.givens).length ? ' of your givens' : '');
  });
}

function finishAll(event, group, cards, heading, progress, started) {
  setCounts(event, cards);
  const prefix = event.complete ? '' : 'at least ';
  if (event.completions === 0) {
    const stopped = event.stopped || 'the time limit';
    heading.textContent = event.complete ? 'No solution: the givens cannot be completed' : 'None found before ' + stopped;
    setStatus(event.complete ? 'No solution: the givens cannot be completed.' : 'The search was stopped by ' + stopped + ': there may be solutions.', 'error');
  } else {
    heading.textContent = prefix + plural(event.orbits, 'orbit') + ' under ' + group + ', ' + prefix + plural(event.completions, 'solution');
    setStatus(event.complete
      ? 'Every solution found in ' + event.millis + ' ms and sorted into ' + plural(event.orbits, 'orbit') + '.'
      : 'The search was stopped by ' + (event.stopped || 'the time limit') + ': the counts are lower bounds.', event.complete ? 'ok' : 'error');
  }
  progress.textContent = 'done in ' + ((performance.now() - started) / 1000).toFixed(2) + ' s';
}

// All read from the catalog: its entry holds every solution of the instance, so nothing was searched. An entry
// that lists only its first orbits says so, and so does this answer.
function finishFromCatalog(event, source, group, cards, heading, progress) {
  setCounts(event, cards);
  const entryLink = el('a', { id: 'catalog-source', href: '/catalog/' + source.family + '/' + source.entry,
    text: 'the catalog entry ' + source.family + '/' + source.entry });
  const givens = Object.keys(play.givens).length > 0;
  if (event.completions === 0) {
    heading.textContent = 'No solution: the givens cannot be completed (from the catalog)';
    setStatus('No solution: none of the catalogued solutions completes the givens.', 'error');
  } else {
    heading.textContent = plural(event.orbits, 'orbit') + ' under ' + group + ', ' +
      plural(event.completions, 'solution') + (givens ? ' of your givens' : '') + ', from the catalog';
    setStatus('Every solution, from the catalog: nothing was searched.', 'ok');
  }
  const parts = ['From the catalog' + (givens ? ', its orbits filtered by your givens' : '') +
    ': nothing was searched; every solution is in ', entryLink, '.'];
  if (event.listed < event.orbits) {
    parts.push(' The entry lists the first ' + event.listed.toLocaleString('en') + ' of its ' +
      event.orbits.toLocaleString('en') + ' orbits, so only those are shown; the counts above are complete.');
  }
  progress.replaceChildren(el('span', { id: 'from-catalog', class: 'from-catalog' }, ...parts));
}

function orbitCard(event) {
  const link = '/play?' + positionQuery(play.family, play.parameters, event.shown || event.canonicalForm, play.tiling);
  const givens = Object.keys(play.givens).length > 0;
  const which = !givens ? 'its canonical form'
    : event.shownIsCanonical ? 'its canonical form, a solution of your givens'
    : 'a solution of your givens (the canonical form is another)';
  return el('figure', { class: 'card orbit' },
    el('div', { class: 'picture', html: event.svg }),
    el('figcaption', {},
      el('strong', { text: '#' + event.number }), ' · orbit of ' + plural(event.orbitSize, 'solution'),
      el('br'), el('span', { class: 'shown muted small', text: which }),
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
      el('thead', {}, el('tr', {}, ['family', 'entry', 'parameters', 'group', 'solutions', 'orbits', 'optimum'].map(h => el('th', { text: h })))),
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
      el('td', { class: 'number', text: r.orbits.toLocaleString('en') + (r.complete ? '' : '+') + (r.open ? ' (open)' : '') }),
      el('td', { class: 'optimum', text: optimumText(r.objective) }))));
  }
  render();
}

// An optimisation entry's optimum for the index: its value, proven or with the bound proven so far; empty for a
// puzzle without an objective.
function optimumText(objective) {
  if (!objective) return '';
  const sense = objective.sense === 'maximise' ? 'max ' : 'min ';
  if (objective.value === undefined) return sense + 'none found';
  if (objective.proven) return sense + objective.value + ' (proven)';
  return sense + objective.value + ' (open' + (objective.bound !== undefined ? ', bound ' + objective.bound : '') + ')';
}

// A line of an entry's Markdown page, its links to sibling entries ([r2-m3](r2-m3.md)) made links to their
// pages here; other text stays text.
function markdownLine(text, family) {
  const nodes = [];
  const link = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  let at = 0;
  for (let match; (match = link.exec(text)) !== null;) {
    nodes.push(text.slice(at, match.index));
    const target = match[2];
    const sibling = /^([A-Za-z0-9._-]+)\.md$/.exec(target);
    const href = sibling ? '/catalog/' + encodeURIComponent(family) + '/' + encodeURIComponent(sibling[1])
      : /^https?:\/\//.test(target) ? target : null;
    nodes.push(href ? el('a', { href, text: match[1] }) : match[1]);
    at = match.index + match[0].length;
  }
  nodes.push(text.slice(at));
  return nodes;
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
    entry.confirmedBy
      ? el('div', { class: 'checks' }, el('h2', { text: 'Confirmed by' }),
          el('ul', {}, entry.confirmedBy.map(check => el('li', {}, markdownLine(check, entry.family)))))
      : null,
    entry.analysis
      ? el('div', { class: 'analysis' }, el('h2', { text: 'Symmetry analysis' }), el('p', {}, markdownLine(entry.analysis, entry.family)))
      : null,
    el('p', {}, el('a', { class: 'button-link', href: '/play?' + positionQuery(entry.family, parameters, {}), text: 'Play this puzzle' }),
      ' ', el('a', { href: '/catalog/' + entry.family + '/' + entry.entry + '.svg', text: 'the sheet (SVG)' }),
      ' · ', el('a', { href: '/catalog/' + entry.family + '/' + entry.entry + '.md', text: 'the page (Markdown)' })),
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
            el('figcaption', {}, el('strong', { text: '#' + (k + 1) }), ' · orbit of ' + plural(r.orbitSize, 'solution'), el('br'),
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
