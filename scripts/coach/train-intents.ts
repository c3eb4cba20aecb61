import { saveModels, trainModels } from '#server/modules/coach/understanding/intents/intent-classifier.ts';

const t = performance.now();
saveModels(await trainModels());
console.log(`Intent models trained and saved in ${((performance.now() - t) / 1000).toFixed(1)} s.`);
