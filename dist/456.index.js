export const id = 456;
export const ids = [456];
export const modules = {

/***/ 12456:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   metricsCommand: () => (/* binding */ metricsCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _parse_transcript_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83364);
// `fullsend-functional metrics FILE`: prints the metrics.json of a transcript.


const FORMATS = ['auto', 'claude', 'codex', 'gemini'];
async function metricsCommand(file, opts, stdout) {
    const format = (opts.format ?? 'auto');
    if (!FORMATS.includes(format)) {
        throw new Error(`unknown transcript format "${opts.format}": use one of ${FORMATS.join(', ')}`);
    }
    const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => null);
    if (!st || !st.isFile())
        throw new Error(`${file}: no such transcript file`);
    const metrics = await (0,_parse_transcript_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTranscriptFile */ .qG)(file, { format, model: opts.model });
    stdout.write(`${JSON.stringify(metrics, null, 2)}\n`);
    return 0;
}


/***/ })

};
