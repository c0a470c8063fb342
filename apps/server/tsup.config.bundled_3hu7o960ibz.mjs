// tsup.config.ts
import { defineConfig } from "tsup";

// package.json
var package_default = {
  name: "@diy/server",
  version: "0.1.0",
  private: true,
  type: "module",
  scripts: {
    build: "tsup",
    dev: "tsx watch src/main.ts",
    start: "node dist/main.js",
    test: "vitest run",
    typecheck: "tsc --noEmit -p .",
    "db:generate": "drizzle-kit generate",
    seed: "tsx src/seed/cli.ts",
    "demo:sales": "tsx src/seed/demo-sales.ts"
  },
  dependencies: {
    "@aws-sdk/client-s3": "^3.1169.0",
    "@diy/domain": "*",
    "@electric-sql/pglite": "0.5.16",
    "@fastify/cors": "11.4.3",
    "@fastify/http-proxy": "11.6.3",
    "@fastify/multipart": "^10.1.9",
    "@fastify/static": "10.1.11",
    "@fastify/swagger": "9.9.3",
    "@fastify/swagger-ui": "6.1.3",
    "@node-rs/argon2": "2.2.1",
    "drizzle-orm": "0.45.4",
    fastify: "5.12.8",
    "fastify-plugin": "6.0.1",
    "fastify-type-provider-zod": "7.0.0",
    helmet: "8.3.0",
    ioredis: "^5.10.1",
    nodemailer: "^10.6.0",
    "pdf-lib": "^1.17.1",
    pg: "8.23.1",
    qrcode: "1.5.4",
    "sanitize-html": "^2.17.0",
    sharp: "^0.35.5",
    yazl: "3.3.1",
    zod: "4.6.7"
  },
  devDependencies: {
    "@types/nodemailer": "^8.0.2",
    "@types/pg": "8.23.1",
    "@types/qrcode": "1.5.6",
    "@types/yazl": "3.3.1",
    exceljs: "4.4.0",
    jsqr: "1.4.0"
  }
};

// tsup.config.ts
var tsup_config_default = defineConfig({
  entry: { main: "src/main.ts" },
  format: ["esm"],
  target: "node20",
  platform: "node",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@diy\//],
  // Every npm dependency stays in node_modules (PGlite loads its wasm files from there).
  external: Object.keys(package_default.dependencies).filter((name) => !name.startsWith("@diy/")),
  // The sanitiser's thread is loaded by its path next to the bundle (services/sanitise.ts).
  onSuccess: "cp src/services/sanitise-worker.mjs dist/sanitise-worker.mjs"
});
export {
  tsup_config_default as default
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsidHN1cC5jb25maWcudHMiLCAicGFja2FnZS5qc29uIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyJjb25zdCBfX2luamVjdGVkX2ZpbGVuYW1lX18gPSBcIi93b3JrL3d0L2kyMy1yZXN0L2FwcHMvc2VydmVyL3RzdXAuY29uZmlnLnRzXCI7Y29uc3QgX19pbmplY3RlZF9kaXJuYW1lX18gPSBcIi93b3JrL3d0L2kyMy1yZXN0L2FwcHMvc2VydmVyXCI7Y29uc3QgX19pbmplY3RlZF9pbXBvcnRfbWV0YV91cmxfXyA9IFwiZmlsZTovLy93b3JrL3d0L2kyMy1yZXN0L2FwcHMvc2VydmVyL3RzdXAuY29uZmlnLnRzXCI7aW1wb3J0IHsgZGVmaW5lQ29uZmlnIH0gZnJvbSAndHN1cCc7XG5pbXBvcnQgcGtnIGZyb20gJy4vcGFja2FnZS5qc29uJyB3aXRoIHsgdHlwZTogJ2pzb24nIH07XG5cbi8qKiBCdW5kbGVzIHRoZSBzZXJ2ZXIgKGFuZCB0aGUgd29ya3NwYWNlIHBhY2thZ2VzLCB3aGljaCBzaGlwIFR5cGVTY3JpcHQgc291cmNlKSBpbnRvIGRpc3QvbWFpbi5qcy4gKi9cbmV4cG9ydCBkZWZhdWx0IGRlZmluZUNvbmZpZyh7XG4gIGVudHJ5OiB7IG1haW46ICdzcmMvbWFpbi50cycgfSxcbiAgZm9ybWF0OiBbJ2VzbSddLFxuICB0YXJnZXQ6ICdub2RlMjAnLFxuICBwbGF0Zm9ybTogJ25vZGUnLFxuICBvdXREaXI6ICdkaXN0JyxcbiAgY2xlYW46IHRydWUsXG4gIHNvdXJjZW1hcDogdHJ1ZSxcbiAgc3BsaXR0aW5nOiBmYWxzZSxcbiAgbm9FeHRlcm5hbDogWy9eQGRpeVxcLy9dLFxuICAvLyBFdmVyeSBucG0gZGVwZW5kZW5jeSBzdGF5cyBpbiBub2RlX21vZHVsZXMgKFBHbGl0ZSBsb2FkcyBpdHMgd2FzbSBmaWxlcyBmcm9tIHRoZXJlKS5cbiAgZXh0ZXJuYWw6IE9iamVjdC5rZXlzKHBrZy5kZXBlbmRlbmNpZXMpLmZpbHRlcigobmFtZSkgPT4gIW5hbWUuc3RhcnRzV2l0aCgnQGRpeS8nKSksXG4gIC8vIFRoZSBzYW5pdGlzZXIncyB0aHJlYWQgaXMgbG9hZGVkIGJ5IGl0cyBwYXRoIG5leHQgdG8gdGhlIGJ1bmRsZSAoc2VydmljZXMvc2FuaXRpc2UudHMpLlxuICBvblN1Y2Nlc3M6ICdjcCBzcmMvc2VydmljZXMvc2FuaXRpc2Utd29ya2VyLm1qcyBkaXN0L3Nhbml0aXNlLXdvcmtlci5tanMnLFxufSk7XG4iLCAie1xuICBcIm5hbWVcIjogXCJAZGl5L3NlcnZlclwiLFxuICBcInZlcnNpb25cIjogXCIwLjEuMFwiLFxuICBcInByaXZhdGVcIjogdHJ1ZSxcbiAgXCJ0eXBlXCI6IFwibW9kdWxlXCIsXG4gIFwic2NyaXB0c1wiOiB7XG4gICAgXCJidWlsZFwiOiBcInRzdXBcIixcbiAgICBcImRldlwiOiBcInRzeCB3YXRjaCBzcmMvbWFpbi50c1wiLFxuICAgIFwic3RhcnRcIjogXCJub2RlIGRpc3QvbWFpbi5qc1wiLFxuICAgIFwidGVzdFwiOiBcInZpdGVzdCBydW5cIixcbiAgICBcInR5cGVjaGVja1wiOiBcInRzYyAtLW5vRW1pdCAtcCAuXCIsXG4gICAgXCJkYjpnZW5lcmF0ZVwiOiBcImRyaXp6bGUta2l0IGdlbmVyYXRlXCIsXG4gICAgXCJzZWVkXCI6IFwidHN4IHNyYy9zZWVkL2NsaS50c1wiLFxuICAgIFwiZGVtbzpzYWxlc1wiOiBcInRzeCBzcmMvc2VlZC9kZW1vLXNhbGVzLnRzXCJcbiAgfSxcbiAgXCJkZXBlbmRlbmNpZXNcIjoge1xuICAgIFwiQGF3cy1zZGsvY2xpZW50LXMzXCI6IFwiXjMuMTE2OS4wXCIsXG4gICAgXCJAZGl5L2RvbWFpblwiOiBcIipcIixcbiAgICBcIkBlbGVjdHJpYy1zcWwvcGdsaXRlXCI6IFwiMC41LjE2XCIsXG4gICAgXCJAZmFzdGlmeS9jb3JzXCI6IFwiMTEuNC4zXCIsXG4gICAgXCJAZmFzdGlmeS9odHRwLXByb3h5XCI6IFwiMTEuNi4zXCIsXG4gICAgXCJAZmFzdGlmeS9tdWx0aXBhcnRcIjogXCJeMTAuMS45XCIsXG4gICAgXCJAZmFzdGlmeS9zdGF0aWNcIjogXCIxMC4xLjExXCIsXG4gICAgXCJAZmFzdGlmeS9zd2FnZ2VyXCI6IFwiOS45LjNcIixcbiAgICBcIkBmYXN0aWZ5L3N3YWdnZXItdWlcIjogXCI2LjEuM1wiLFxuICAgIFwiQG5vZGUtcnMvYXJnb24yXCI6IFwiMi4yLjFcIixcbiAgICBcImRyaXp6bGUtb3JtXCI6IFwiMC40NS40XCIsXG4gICAgXCJmYXN0aWZ5XCI6IFwiNS4xMi44XCIsXG4gICAgXCJmYXN0aWZ5LXBsdWdpblwiOiBcIjYuMC4xXCIsXG4gICAgXCJmYXN0aWZ5LXR5cGUtcHJvdmlkZXItem9kXCI6IFwiNy4wLjBcIixcbiAgICBcImhlbG1ldFwiOiBcIjguMy4wXCIsXG4gICAgXCJpb3JlZGlzXCI6IFwiXjUuMTAuMVwiLFxuICAgIFwibm9kZW1haWxlclwiOiBcIl4xMC42LjBcIixcbiAgICBcInBkZi1saWJcIjogXCJeMS4xNy4xXCIsXG4gICAgXCJwZ1wiOiBcIjguMjMuMVwiLFxuICAgIFwicXJjb2RlXCI6IFwiMS41LjRcIixcbiAgICBcInNhbml0aXplLWh0bWxcIjogXCJeMi4xNy4wXCIsXG4gICAgXCJzaGFycFwiOiBcIl4wLjM1LjVcIixcbiAgICBcInlhemxcIjogXCIzLjMuMVwiLFxuICAgIFwiem9kXCI6IFwiNC42LjdcIlxuICB9LFxuICBcImRldkRlcGVuZGVuY2llc1wiOiB7XG4gICAgXCJAdHlwZXMvbm9kZW1haWxlclwiOiBcIl44LjAuMlwiLFxuICAgIFwiQHR5cGVzL3BnXCI6IFwiOC4yMy4xXCIsXG4gICAgXCJAdHlwZXMvcXJjb2RlXCI6IFwiMS41LjZcIixcbiAgICBcIkB0eXBlcy95YXpsXCI6IFwiMy4zLjFcIixcbiAgICBcImV4Y2VsanNcIjogXCI0LjQuMFwiLFxuICAgIFwianNxclwiOiBcIjEuNC4wXCJcbiAgfVxufVxuIl0sCiAgIm1hcHBpbmdzIjogIjtBQUFxTyxTQUFTLG9CQUFvQjs7O0FDQWxRO0FBQUEsRUFDRSxNQUFRO0FBQUEsRUFDUixTQUFXO0FBQUEsRUFDWCxTQUFXO0FBQUEsRUFDWCxNQUFRO0FBQUEsRUFDUixTQUFXO0FBQUEsSUFDVCxPQUFTO0FBQUEsSUFDVCxLQUFPO0FBQUEsSUFDUCxPQUFTO0FBQUEsSUFDVCxNQUFRO0FBQUEsSUFDUixXQUFhO0FBQUEsSUFDYixlQUFlO0FBQUEsSUFDZixNQUFRO0FBQUEsSUFDUixjQUFjO0FBQUEsRUFDaEI7QUFBQSxFQUNBLGNBQWdCO0FBQUEsSUFDZCxzQkFBc0I7QUFBQSxJQUN0QixlQUFlO0FBQUEsSUFDZix3QkFBd0I7QUFBQSxJQUN4QixpQkFBaUI7QUFBQSxJQUNqQix1QkFBdUI7QUFBQSxJQUN2QixzQkFBc0I7QUFBQSxJQUN0QixtQkFBbUI7QUFBQSxJQUNuQixvQkFBb0I7QUFBQSxJQUNwQix1QkFBdUI7QUFBQSxJQUN2QixtQkFBbUI7QUFBQSxJQUNuQixlQUFlO0FBQUEsSUFDZixTQUFXO0FBQUEsSUFDWCxrQkFBa0I7QUFBQSxJQUNsQiw2QkFBNkI7QUFBQSxJQUM3QixRQUFVO0FBQUEsSUFDVixTQUFXO0FBQUEsSUFDWCxZQUFjO0FBQUEsSUFDZCxXQUFXO0FBQUEsSUFDWCxJQUFNO0FBQUEsSUFDTixRQUFVO0FBQUEsSUFDVixpQkFBaUI7QUFBQSxJQUNqQixPQUFTO0FBQUEsSUFDVCxNQUFRO0FBQUEsSUFDUixLQUFPO0FBQUEsRUFDVDtBQUFBLEVBQ0EsaUJBQW1CO0FBQUEsSUFDakIscUJBQXFCO0FBQUEsSUFDckIsYUFBYTtBQUFBLElBQ2IsaUJBQWlCO0FBQUEsSUFDakIsZUFBZTtBQUFBLElBQ2YsU0FBVztBQUFBLElBQ1gsTUFBUTtBQUFBLEVBQ1Y7QUFDRjs7O0FEN0NBLElBQU8sc0JBQVEsYUFBYTtBQUFBLEVBQzFCLE9BQU8sRUFBRSxNQUFNLGNBQWM7QUFBQSxFQUM3QixRQUFRLENBQUMsS0FBSztBQUFBLEVBQ2QsUUFBUTtBQUFBLEVBQ1IsVUFBVTtBQUFBLEVBQ1YsUUFBUTtBQUFBLEVBQ1IsT0FBTztBQUFBLEVBQ1AsV0FBVztBQUFBLEVBQ1gsV0FBVztBQUFBLEVBQ1gsWUFBWSxDQUFDLFNBQVM7QUFBQTtBQUFBLEVBRXRCLFVBQVUsT0FBTyxLQUFLLGdCQUFJLFlBQVksRUFBRSxPQUFPLENBQUMsU0FBUyxDQUFDLEtBQUssV0FBVyxPQUFPLENBQUM7QUFBQTtBQUFBLEVBRWxGLFdBQVc7QUFDYixDQUFDOyIsCiAgIm5hbWVzIjogW10KfQo=
