import { drawPlainRows } from './plain-rows';

const root = document.getElementById('root')!;
window.__bench = {
  ready: true,
  plainRows: (count: number, columns: number) => drawPlainRows(root, count, columns),
  domNodes: () => root.querySelectorAll('*').length,
};
