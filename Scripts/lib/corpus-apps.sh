# Sourced by the CI checks that read the corpus app by app. `corpus_apps CORPUS TREE` rebuilds
# each app under TREE/APP from CORPUS/MANIFEST.tsv, its storyboards as symbolic links at their
# original paths, so that storyboard references and Main storyboards are seen as in the app.
# An app is a repository's top-level folder, so two apps' same-named storyboards (each app's
# Main) do not shadow each other.
corpus_apps() { # corpus, tree
  local corpus="$1" tree="$2" file repo original app target
  tail -n +2 "$corpus/MANIFEST.tsv" | while IFS=$'\t' read -r file repo _commit original _rest; do
    app="${repo//\//__}"
    case "$original" in */*) app="$app~${original%%/*}" ;; esac
    target="$tree/$app/$original"
    mkdir -p "$(dirname "$target")"
    ln -s "$corpus/$file" "$target"
  done
}
