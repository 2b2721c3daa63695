#!/usr/bin/env bash
# Verify that a resolved .config honours every line of the fragments it was
# merged from (later fragments override earlier ones, as in merge_config.sh).
# Kconfig silently drops a symbol whose dependencies fail -- most importantly
# CONFIG_CFI_CLANG when "$(cc-option,-fsanitize=kcfi)" fails for this CC -- so
# a build without this check could pass while testing nothing.
#
# Usage: check-config.sh DOTCONFIG FRAGMENT...
set -euo pipefail
dotconfig=$1
shift
# "CONFIG_X=v" and "# CONFIG_X is not set" both define the wanted state of X.
awk '
	/^CONFIG_[A-Za-z0-9_]+=/ { sym = $0; sub(/=.*/, "", sym); want[sym] = $0; next }
	/^# CONFIG_[A-Za-z0-9_]+ is not set$/ { want[$2] = $0; next }
	END { for (s in want) print want[s] }
' "$@" | sort | {
	bad=0
	while IFS= read -r line; do
		if [[ $line == "# "* ]]; then
			sym=${line#\# }
			sym=${sym%% *}
			# Unset may be spelled "is not set" or be absent altogether.
			if grep -q "^$sym=" "$dotconfig"; then
				echo "config: wanted '$line', got '$(grep "^$sym=" "$dotconfig")'" >&2
				bad=1
			fi
		elif ! grep -qxF "$line" "$dotconfig"; then
			got=$(grep -E "^(# )?${line%%=*}[= ]" "$dotconfig" || echo "absent")
			echo "config: wanted '$line', got '$got'" >&2
			bad=1
		fi
	done
	exit $bad
}
