/** The class of the layer that draws a card's site graphic, first inside each page. */
export const PRINT_GRAPHIC_CLASS = 'graphic';

const dots = [
  // left %, top %, size mm, opacity
  [6, 10, 30, 0.2],
  [74, 4, 18, 0.26],
  [82, 40, 36, 0.1],
  [10, 62, 14, 0.3],
  [50, 84, 32, 0.16],
  [40, 16, 7, 0.34],
  [66, 58, 10, 0.3],
  [-8, 36, 26, 0.12],
  [24, 90, 6, 0.4],
  [86, 78, 22, 0.2],
  [58, 30, 5, 0.36],
  [26, 42, 46, 0.07],
]
  .map(
    ([left, top, size, alpha], index) =>
      `.graphic .at-dot:nth-child(${index + 1}){left:${left}%;top:${top}%;width:${size}mm;height:${size}mm;opacity:${alpha}}`,
  )
  .join('\n');

const mesh = (...layers: string[]) =>
  layers.map((layer) => `radial-gradient(${layer},transparent 70%)`).join(',');
const tint = (percent: number) => `color-mix(in oklab,var(--primary) ${percent}%,transparent)`;

/**
 * How a graphic sits on the 111 × 154 mm page (A6 and its bleed), unscoped like the card's other rules.
 * The site layer sizes its pieces by the screen; a card's are sized by the paper, so corners and sprigs
 * run off the edge into the bleed and frame the text without reaching it, and full backgrounds are tiled
 * at a scale that reads on a small card. Masks take the card's colours: `ink` is the text colour of the
 * side it is on. Strengths follow the site layer: corners and sprigs carry colour, backgrounds stay faint.
 */
export const PRINT_GRAPHIC_RULES = `.graphic{position:absolute;inset:0;overflow:hidden;pointer-events:none;
  --graphic-ink:var(--on-background);--blend:color-mix(in oklab,var(--primary) 55%,var(--graphic-ink))}
.back .graphic{--graphic-ink:var(--on-surface)}
.graphic-piece{position:absolute;--fit:contain;--position:center;--repeat:no-repeat}
.paint-primary,.paint-ink,.paint-blend{-webkit-mask-image:var(--artwork);mask-image:var(--artwork);
  -webkit-mask-size:var(--fit);mask-size:var(--fit);-webkit-mask-position:var(--position);mask-position:var(--position);
  -webkit-mask-repeat:var(--repeat);mask-repeat:var(--repeat)}
.paint-primary{background-color:var(--primary)}
.paint-ink{background-color:var(--graphic-ink)}
.paint-blend{background-color:var(--blend)}
.paint-natural{background-image:var(--artwork);background-size:var(--fit);background-position:var(--position);background-repeat:var(--repeat)}
.at-cornerStart,.at-cornerEnd{width:40mm;height:40mm}
.at-cornerStart,.at-sprigStart,.at-bloomTopStart{top:0;left:0}
.at-cornerEnd,.at-sprigEnd,.at-bloomBottomEnd{right:0;bottom:0;transform:rotate(180deg)}
.at-sprigStart,.at-sprigEnd,.at-sprigTopEnd,.at-sprigBottomStart{width:46mm;height:46mm}
.at-sprigTopEnd,.at-bloomTopEnd{top:0;right:0;transform:scaleX(-1)}
.at-sprigBottomStart,.at-bloomBottomStart{bottom:0;left:0;transform:scaleY(-1)}
.at-bloomTopStart,.at-bloomTopEnd,.at-bloomBottomStart,.at-bloomBottomEnd{width:42mm;height:42mm}
.at-cover,.at-washes,.at-mesh,.at-tile,.at-tileLarge,.at-grain{inset:0}
.at-cover,.at-washes{--fit:cover}
.at-tile{--fit:46mm;--position:0 0;--repeat:repeat}
.at-tileLarge{--fit:76mm;--position:0 0;--repeat:repeat}
.at-grain{--fit:30mm;--position:0 0;--repeat:repeat}
.at-bandTop,.at-bandBottom{left:0;width:100%;height:34mm;--fit:120mm 100%;--position:0 0;--repeat:repeat-x}
.at-bandTop{top:0;transform:scale(-1)}
.at-bandBottom{bottom:0}
.at-dot{border-radius:50%;background:radial-gradient(circle closest-side,var(--primary) 52%,${tint(45)} 76%,transparent)}
${dots}
.at-cornerStart.paint-blend,.at-cornerEnd.paint-blend,.at-sprigTopEnd.paint-blend,.at-sprigBottomStart.paint-blend{opacity:.75}
.graphic[data-graphic=background1] .at-washes{opacity:.2}
.graphic[data-graphic=background1] .at-grain{opacity:.05}
.graphic[data-graphic=background2] .paint-blend{opacity:.13}
.graphic[data-graphic=background2] .paint-primary{opacity:.2}
.graphic[data-graphic=background3] .paint-primary{opacity:.2}
.graphic[data-graphic=background4] .at-mesh{background:${mesh(`90% 60% at 80% -10%,${tint(16)}`, `70% 50% at 0% 110%,${tint(10)}`)}}
.graphic[data-graphic=background4] .paint-primary{opacity:.55}
.graphic[data-graphic=background5] .paint-ink{opacity:.055}
.graphic[data-graphic=background6] .at-mesh{background:${mesh(`70% 55% at 100% 0%,${tint(8)}`, `60% 50% at 0% 100%,${tint(7)}`)}}
.graphic[data-graphic=background6] .paint-ink{opacity:.1}
.graphic[data-graphic=background7] .at-mesh{background:${mesh(`75% 55% at 0% 0%,${tint(30)}`, `65% 50% at 100% 30%,${tint(18)}`, `70% 55% at 20% 100%,${tint(20)}`, `60% 50% at 100% 100%,${tint(30)}`)}}
.graphic[data-graphic=background7] .at-grain{opacity:.045}
.graphic[data-graphic=background8] .paint-primary{opacity:.3}
.graphic[data-graphic=background8] .paint-blend{opacity:.22}`;
