// The demo pages' "Opponents" choice (docs/bots.md "Levels"): each <select data-table="id"> sets the
// `bots` attribute of the table with that id. A table swaps its bots at once, in the middle of a
// game too, so the choice needs no restart.
for (const select of document.querySelectorAll('select[data-table]')) {
  const table = document.getElementById(select.dataset.table);
  if (!table) continue;
  select.value = table.getAttribute('bots') ?? 'ismcts';
  select.addEventListener('change', () => table.setAttribute('bots', select.value));
}
