// Docusaurus's ExecutionEnvironment: what the code runs in, decided once when the module loads (the server
// bundle and the browser each load their own copy).
const canUseDOM = typeof window !== "undefined" && typeof window.document !== "undefined" && typeof window.document.createElement !== "undefined";

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === "function",
  canUseIntersectionObserver: canUseDOM && "IntersectionObserver" in window,
  canUseViewport: canUseDOM && typeof window.screen !== "undefined",
};

export default ExecutionEnvironment;
