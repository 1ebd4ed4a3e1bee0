import express from "express";
import { uploadsDir } from "../app/server/storage.server.ts";
import { STORED_FILE_CACHE_CONTROL } from "../app/server/storage-key.ts";

/**
 * The local disk's uploads as browsers fetch them, with the headers a bucket gives its objects.
 * Uploads are only ever WebP written by the server under server-made names; nothing is executed.
 */
export function serveUploads() {
  return express.static(uploadsDir(), {
    cacheControl: false,
    index: false,
    dotfiles: "deny",
    setHeaders: (res) => {
      res.setHeader("Cache-Control", STORED_FILE_CACHE_CONTROL);
      res.setHeader("Content-Disposition", "inline");
    },
  });
}
