import {
  GUEST_PHOTO_SLIDESHOW_POLL_MS,
  GUEST_PHOTO_SLIDESHOW_SECONDS,
} from '@eventsite/core/constants/guest-photos';
import './slideshow.css';

/*
 * The slideshow for a projector or a TV at the party (issue 38 item 4), `/bildspel/{token}` on the site's
 * host: its own small entry, no React and nothing of a guest's page. Black, full screen, the approved photos
 * in turn with a crossfade, a newly approved one next, and no controls: a click or a key asks for full screen.
 */

interface SlidePhoto {
  _id: string;
  url: string;
}

const TEXTS = {
  sv: {
    waiting: 'Bilderna visas här när gästerna har delat dem.',
    invalid: 'Länken till bildspelet gäller inte längre.',
  },
  en: {
    waiting: 'The photos show here once guests have shared them.',
    invalid: 'This slideshow link no longer works.',
  },
  da: {
    waiting: 'Billederne vises her, når gæsterne har delt dem.',
    invalid: 'Linket til diasshowet virker ikke længere.',
  },
};

const language = document.documentElement.lang as keyof typeof TEXTS;
const texts = TEXTS[language] ?? TEXTS.en;
const token = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
const api = `/api/guest-photos/slideshow/${encodeURIComponent(token)}`;
const root = document.getElementById('slideshow') as HTMLElement;

/** Every photo the show has, and those approved while it runs, shown before it goes round again. */
const photos: SlidePhoto[] = [];
const fresh: SlidePhoto[] = [];
let index = -1;

function photoOf(value: unknown): SlidePhoto | null {
  if (typeof value !== 'object' || value === null || !('_id' in value) || !('image' in value)) return null;
  const { _id, image } = value;
  if (typeof _id !== 'string' || typeof image !== 'object' || image === null || !('url' in image))
    return null;
  return typeof image.url === 'string' && image.url.startsWith('/api/') ? { _id, url: image.url } : null;
}

function add(photo: SlidePhoto, isNew: boolean): void {
  if (photos.some(({ _id }) => _id === photo._id)) return;
  photos.push(photo);
  if (isNew) fresh.push(photo);
}

function say(text: string): void {
  const note = document.createElement('p');
  note.className = 'slideshow__note';
  note.textContent = text;
  root.replaceChildren(note);
}

/** The next photo: one just approved first, else the next in turn. */
function nextPhoto(): SlidePhoto | undefined {
  const arrived = fresh.shift();
  if (arrived) {
    index = photos.indexOf(arrived);
    return arrived;
  }
  if (photos.length === 0) return undefined;
  index = (index + 1) % photos.length;
  return photos[index];
}

/** Loads the photo first, then fades it in over the one shown, which is removed once covered. */
function show(photo: SlidePhoto): void {
  const image = new Image();
  image.className = 'slideshow__photo';
  image.alt = '';
  image.dataset.photo = photo._id;
  image.onload = () => {
    root.querySelector('.slideshow__note')?.remove();
    root.append(image);
    requestAnimationFrame(() => requestAnimationFrame(() => image.classList.add('slideshow__photo--shown')));
    const shown = Array.from(root.querySelectorAll('.slideshow__photo')).slice(0, -1);
    setTimeout(() => shown.forEach((old) => old.remove()), 1600);
  };
  image.src = photo.url;
}

let timer: ReturnType<typeof setTimeout> | undefined;
function advance(): void {
  clearTimeout(timer);
  const photo = nextPhoto();
  if (photo) show(photo);
  else say(texts.waiting);
  timer = setTimeout(advance, GUEST_PHOTO_SLIDESHOW_SECONDS * 1000);
}

/** Reads the whole list; `asNew` marks what the show did not have, for a poll after a lost stream. */
async function readPhotos(asNew: boolean): Promise<boolean> {
  const response = await fetch(api, { headers: { accept: 'application/json' } });
  if (response.status === 404) {
    clearTimeout(timer);
    say(texts.invalid);
    return false;
  }
  if (!response.ok) return true;
  const answer: unknown = await response.json();
  const list = typeof answer === 'object' && answer !== null && 'photos' in answer ? answer.photos : [];
  if (Array.isArray(list))
    for (const photo of list.map(photoOf)) if (photo) add(photo, asNew && photos.length > 0);
  return true;
}

/** New photos by server-sent events; a stream that cannot be kept gives way to polling. */
function follow(): void {
  if (typeof EventSource === 'undefined') {
    poll();
    return;
  }
  const events = new EventSource(`${api}/events`);
  events.addEventListener('photo', (event) => {
    try {
      const photo = photoOf(JSON.parse((event as MessageEvent<string>).data));
      if (!photo) return;
      const wasEmpty = photos.length === 0;
      add(photo, true);
      if (wasEmpty) advance();
    } catch {
      // A garbled event is skipped; the next poll or event brings the list right.
    }
  });
  events.addEventListener('error', () => {
    if (events.readyState === EventSource.CLOSED) poll();
  });
}

function poll(): void {
  setInterval(() => {
    const wasEmpty = photos.length === 0;
    void readPhotos(true).then(() => {
      if (wasEmpty && photos.length > 0) advance();
    });
  }, GUEST_PHOTO_SLIDESHOW_POLL_MS);
}

function enterFullScreen(): void {
  if (!document.fullscreenElement) void document.documentElement.requestFullscreen?.().catch(() => undefined);
}
document.addEventListener('click', enterFullScreen);
document.addEventListener('keydown', enterFullScreen);

void readPhotos(false).then((valid) => {
  if (!valid) return;
  advance();
  follow();
});
