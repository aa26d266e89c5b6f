// The theme imports its stylesheet for its side effect; esbuild bundles it, TypeScript only needs to know it exists.
declare module "*.css";
