// Code that runs inside the page (serialised by Playwright): the instrumentation installed before
// the app's scripts, and the pan-and-zoom drive. Nothing here may refer to anything outside itself.

export interface MapPageState {
  /** Answers of the map's points read model read so far (one per load). */
  pointsAnswers: number;
  /** performance.now() when the first of them had been read… */
  firstAnswerAt: number;
  /** …and when the last of them had been read: the places' data arrived. */
  dataAt: number;
  /** performance.now() when the first Leaflet map was made: the map is on the page, ready to draw. */
  mapMadeAt: number;
  /** The "N places on the map" caption first seen. */
  captionAt: number;
  captionText: string;
  /** The last change of the marker pane (markers and clusters added or removed)… */
  markerChangeAt: number;
  /** …and the end of the second animation frame after it: that change has been painted. */
  paintedAt: number;
  /** Leaflet maps created (captured through window.L, which Leaflet's UMD build sets). */
  maps: unknown[];
  /** Frame-to-frame times recorded by `startFrames`. */
  frames: number[];
  recording: boolean;
}

type BenchWindow = Window & { __bench?: MapPageState; L?: unknown };

/** Installed with addInitScript: timestamps of data arrival and drawing, and the Leaflet map. */
export function instrumentMapPage() {
  const w = window as BenchWindow;
  const state: MapPageState = {
    pointsAnswers: 0,
    firstAnswerAt: 0,
    dataAt: 0,
    mapMadeAt: 0,
    captionAt: 0,
    captionText: '',
    markerChangeAt: 0,
    paintedAt: 0,
    maps: [],
    frames: [],
    recording: false,
  };
  w.__bench = state;

  // The map's worker fetches the points; the page marks the moment their answer had been read
  // (User Timing mark "places-map:data", src/web/features/places-list/lib/cluster-client.ts).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('places-map:data')) {
      state.pointsAnswers++;
      state.dataAt = entry.startTime;
      state.firstAnswerAt ||= entry.startTime;
    }
  }).observe({ type: 'mark', buffered: true });

  // Leaflet's UMD build assigns window.L when it loads: hook every map it creates from then on.
  let leaflet: unknown;
  Object.defineProperty(window, 'L', {
    configurable: true,
    get: () => leaflet,
    set(value: unknown) {
      leaflet = value;
      try {
        (value as { Map: { addInitHook(fn: () => void): void } }).Map.addInitHook(function (this: unknown) {
          state.mapMadeAt ||= performance.now();
          state.maps.push(this);
        });
      } catch {
        // not Leaflet after all: the frame figure falls back to mouse input
      }
    },
  });

  new MutationObserver((records) => {
    const now = performance.now();
    if (!state.captionAt) {
      const caption = document.querySelector('[data-testid="map-count"]');
      if (caption) {
        state.captionAt = now;
        state.captionText = caption.textContent ?? '';
      }
    }
    if (records.some((r) => (r.target as Element).classList?.contains('leaflet-marker-pane'))) {
      state.markerChangeAt = now;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (state.markerChangeAt === now) state.paintedAt = performance.now();
        }),
      );
    }
  }).observe(document, { childList: true, subtree: true });
}

/** True once the caption is shown and the markers have not changed for `quietMs` and are painted. */
export function mapSettled(quietMs: number) {
  const s = (window as BenchWindow).__bench;
  return Boolean(
    s &&
    s.captionAt > 0 &&
    s.markerChangeAt > 0 &&
    s.paintedAt >= s.markerChangeAt &&
    performance.now() - s.markerChangeAt > quietMs,
  );
}

export function readState() {
  const s = (window as BenchWindow).__bench!;
  return {
    pointsAnswers: s.pointsAnswers,
    firstAnswerAt: s.firstAnswerAt,
    dataAt: s.dataAt,
    mapMadeAt: s.mapMadeAt,
    captionAt: s.captionAt,
    captionText: s.captionText,
    markerChangeAt: s.markerChangeAt,
    paintedAt: s.paintedAt,
    maps: s.maps.length,
    markers: document.querySelectorAll('.leaflet-marker-icon').length,
  };
}

/** Records the time between consecutive animation frames until `stopFrames`. */
export function startFrames() {
  const s = (window as BenchWindow).__bench!;
  s.frames = [];
  s.recording = true;
  let last = 0;
  const tick = (t: number) => {
    if (last) s.frames.push(t - last);
    last = t;
    if (s.recording) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

export function stopFrames(): number[] {
  const s = (window as BenchWindow).__bench!;
  s.recording = false;
  return s.frames;
}

/** One step of panning or zooming through the captured Leaflet map; false when there is none. */
export function mapStep(step: { pan?: [number, number]; zoom?: 1 | -1 }): boolean {
  const map = (window as BenchWindow).__bench?.maps.at(-1) as
    { panBy(offset: [number, number]): void; zoomIn(): void; zoomOut(): void } | undefined;
  if (!map) return false;
  if (step.pan) map.panBy(step.pan);
  if (step.zoom === 1) map.zoomIn();
  if (step.zoom === -1) map.zoomOut();
  return true;
}
