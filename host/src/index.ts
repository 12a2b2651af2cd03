import { afterDrawnScreenPaint } from './drawnScreen';

// The async boundary Module Federation needs: shared modules are negotiated before the app's code runs. A phone's
// drawn first screen is painted first (drawnScreen.ts).
void afterDrawnScreenPaint().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
