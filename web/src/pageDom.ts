/*
 * The page itself: its elements, its #page-data, its status line, and when it is ready. Nothing
 * works before `ready()`: the server renders each form's buttons disabled and says the page is
 * loading (held by test/browser/ready.spec.ts).
 */

export interface ChainData {
  nodes: string[];
  chainId: string;
  addressPrefix: string;
  hiveAuthRelay?: string;
}

export function pageData<T extends ChainData>(): T {
  return JSON.parse(byId('page-data').textContent ?? '{}') as T;
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`hivegate: #${id} is missing from the page`);
  return element as T;
}

export function maybeById<T extends HTMLElement = HTMLElement>(id: string): T | null {
  return document.getElementById(id) as T | null;
}

export function inputValue(id: string): string {
  return byId<HTMLInputElement>(id).value;
}

export function status(text: string): void {
  byId('status').textContent = text;
}

/**
 * The page is ready: the buttons the server rendered disabled (data-until-ready) work now, and
 * the loading note goes away. Called by each page once its handlers are attached.
 */
export function ready(): void {
  for (const button of Array.from(
    document.querySelectorAll<HTMLButtonElement>('[data-until-ready]'),
  )) {
    button.disabled = false;
    button.removeAttribute('data-until-ready');
  }
  for (const note of Array.from(document.querySelectorAll<HTMLElement>('.loading-note')))
    note.hidden = true;
  document.documentElement.dataset.ready = 'true';
  performance.mark('hivegate-ready'); // when the page became usable, for the Fast 3G measurement
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
