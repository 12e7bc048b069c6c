// The demo pages' "Opponents" choice (docs/bots.md "Levels"), written once for every page that loads
// this script: a paragraph before the table with id "play", whose <select> sets that table's `bots`
// attribute. A table swaps its bots at once, in the middle of a game too, so the choice needs no restart.
const table = document.getElementById('play');
if (table) {
  const line = document.createElement('p');
  line.className = 'opponents';
  const label = line.appendChild(document.createElement('label'));
  label.append('Opponents: ');
  const select = label.appendChild(document.createElement('select'));
  select.addEventListener('change', () => table.setAttribute('bots', select.value));
  line.append(' You can change it in the middle of a game; the bots that take over start from the cards as they are.');
  table.before(line);
  // Only the levels this game offers (TrickTakers has no hard: docs/bots.md "Levels").
  customElements.whenDefined(table.localName).then(() => {
    const levels = customElements.get(table.localName).levelsOf('ismcts');
    for (const [value, text] of [
      ['ismcts', 'Strong (the default)'],
      ['ismcts:easy', 'Easy'],
      ['ismcts:hard', 'Hard (thinks up to four times as long)'],
    ]) {
      if (levels.includes(value.split(':')[1] ?? 'normal')) select.append(new Option(text, value));
    }
    select.value = table.getAttribute('bots') ?? 'ismcts';
  });
}
