# Sourced by Scripts/typecheck-apple and Scripts/typecheck-generated: where Apple's real iOS SDK
# is, and how swiftc on Linux compiles against it. The SDK (the interfaces and headers of
# iPhoneOS 17.4) is not in the repository: ../shared/sdk holds it beside a clone, or --sdk DIR
# names a folder with its `setup` script (../shared/sdk/README.md). It is laid out, with the
# module cache its first run builds (about 150 MB, one to two minutes), under .build/real-sdk and
# reused by later runs.
#
# Only iOS: there is no real macOS, tvOS or watchOS SDK, so AppKit, tvOS and watchOS code stays
# on the stubs in Stubs/. Two limits of the SDK's Swift 5.10 standard library decide how a module
# is compiled (real_sdk_compile): code with typed throws (`throws(E)`) crashes `-emit-module`, so
# it is typechecked (`-typecheck`) instead; iOS 12 targets need `-disable-legacy-type-info`.

# The folder with the SDK's `setup` script: SEGUE_SDK, else ../shared/sdk beside the repository.
real_sdk_default() { # root
  echo "${SEGUE_SDK:-$1/../shared/sdk}"
}

# Fails with a clear message, before any work, unless DIR holds the SDK's `setup` script.
real_sdk_check() { # dir
  [ -x "$1/setup" ] && return 0
  echo "error: $1/setup is missing: --sdk names the folder of the real SDK (../shared/sdk)" >&2
  exit 66
}

# Lays out the SDK of folder DIR under ROOT/.build/real-sdk and sets real_sdk_flags (an array)
# to the flags that compile for iOS 13 against it, and real_sdk_home to the layout's folder.
real_sdk_setup() { # root, dir
  local root="$1" dir="$2" printed
  if [ ! -x "$dir/setup" ]; then
    echo "error: $dir/setup is missing: --sdk names the folder of the real SDK (../shared/sdk)" >&2
    return 1
  fi
  real_sdk_home="$root/.build/real-sdk"
  printed="$("$dir/setup" "$real_sdk_home")" || {
    echo "error: $dir/setup $real_sdk_home failed" >&2
    return 1
  }
  read -r -a real_sdk_flags <<<"$printed"
}

# The target triple of VARIANT (uikit: the package's iOS 13, ios12: an app deploying to iOS 12).
real_sdk_target() { # variant
  case "$1" in
    uikit) echo arm64-apple-ios13.0 ;;
    ios12) echo arm64-apple-ios12.0 ;;
    *) echo "error: no real SDK for variant $1 (only uikit and ios12)" >&2; return 1 ;;
  esac
}

# Whether VARIANT is checked against the real SDK (the rest stay on the stubs).
real_sdk_has() { # variant
  [ "$1" = uikit ] || [ "$1" = ios12 ]
}

# The swiftc command line, up to the mode and the files, that compiles for VARIANT against the
# real SDK: prints one argument a line (mapfile -t).
real_sdk_swiftc() { # variant
  local target
  target="$(real_sdk_target "$1")" || return 1
  printf '%s\n' swiftc
  local skip=false flag
  for flag in "${real_sdk_flags[@]}"; do
    if $skip; then skip=false; continue; fi
    if [ "$flag" = -target ]; then skip=true; continue; fi
    printf '%s\n' "$flag"
  done
  printf '%s\n' -target "$target"
  [ "$1" != ios12 ] || printf '%s\n' -Xfrontend -disable-legacy-type-info
}

# Whether the Swift files FILES… use typed throws, which the SDK's standard library cannot emit.
real_sdk_typed_throws() { # files…
  grep -qE '\bthrows\(' "$@"
}

# Builds NavigationCore and SegueKit (which imports it) for VARIANT against the real SDK into
# ROOT/.build/real-sdk/VARIANT (a `-I` folder), unless SegueKit's module is newer than every
# source of both; FLAGS… are the language flags.
real_sdk_seguekit() { # root, variant, flags…
  local root="$1" variant="$2"
  shift 2
  local dir="$real_sdk_home/$variant" compiler module
  local marker="$dir/SegueKit.swiftmodule"
  if [ -e "$marker" ] && [ -z "$(find "$root/Sources/NavigationCore" "$root/Sources/SegueKit" \
    "$root/Scripts/lib/real-sdk.sh" -newer "$marker" -type f | head -1)" ]; then
    return 0
  fi
  mkdir -p "$dir"
  rm -f "$marker"
  mapfile -t compiler < <(real_sdk_swiftc "$variant")
  for module in NavigationCore SegueKit; do
    local sources=()
    while IFS= read -r file; do sources+=("$file"); done \
      < <(find "$root/Sources/$module" -name '*.swift' | LC_ALL=C sort)
    if ! "${compiler[@]}" -emit-module -module-name "$module" "$@" -parse-as-library \
      -warnings-as-errors -package-name SegueKit -I "$dir" \
      -emit-module-path "$dir/$module.swiftmodule" "${sources[@]}" >"$dir/$module.log" 2>&1
    then
      rm -f "$marker"
      cat "$dir/$module.log" >&2
      echo "error: $module did not compile for $variant against the real iOS SDK" >&2
      return 1
    fi
  done
}

# For the CI steps: sets real_sdk_option to `--sdk DIR` when the real SDK is beside the
# repository (or SEGUE_SDK names it), else to nothing after saying so in one line. Under CI=true
# with ../shared present (or SEGUE_SDK set) a missing SDK or swiftc fails: there the real SDK is
# the judge.
real_sdk_for_ci() { # root
  local root="$1" dir
  dir="$(real_sdk_default "$root")"
  real_sdk_option=()
  if [ -x "$dir/setup" ] && command -v swiftc >/dev/null && command -v xz >/dev/null; then
    real_sdk_option=(--sdk "$dir")
    return 0
  fi
  if [ "${CI:-}" = true ] && { [ -d "$root/../shared" ] || [ -n "${SEGUE_SDK:-}" ]; }; then
    echo "error: the real iOS SDK is required in CI beside ../shared: no $dir/setup, or no swiftc or xz" >&2
    exit 1
  fi
  echo "real iOS SDK: no $dir/setup (../shared/sdk beside the clone, or SEGUE_SDK): iOS checked against the stubs only"
}
