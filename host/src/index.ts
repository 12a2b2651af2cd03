// The async boundary Module Federation needs: shared modules are negotiated before the app's code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
