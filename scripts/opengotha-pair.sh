#!/usr/bin/env bash
# Re-pairs every round of an OpenGotha tournament file with OpenGotha itself, headless, for
# comparison with Hoshitori's McMahon pairing (docs/pairing.md, "McMahon").
#
#   OPENGOTHA=/path/to/opengotha-source scripts/opengotha-pair.sh TOURNAMENT.xml > pairs.tsv
#
# OPENGOTHA is a checkout of OpenGotha's source (GPL; github.com/lucvannier/opengotha), built
# here with javac outside the repository and never vendored; its help browser (JavaHelp, not
# installed) is replaced by empty classes. Output: "round<TAB>white<TAB>black<TAB>handicap"
# lines, and "round<TAB>bye<TAB>player".
set -euo pipefail
: "${OPENGOTHA:?set OPENGOTHA to an OpenGotha source checkout}"
here=$(cd "$(dirname "$0")" && pwd)
build=${OPENGOTHA_BUILD:-${TMPDIR:-/tmp}/opengotha-build}
if [ ! -f "$build/harness/PairRounds.class" ]; then
  mkdir -p "$build/stubs/javax/help" "$build/classes" "$build/harness"
  cat > "$build/stubs/javax/help/HelpSet.java" <<'JAVA'
package javax.help;
public class HelpSet {
    public HelpSet(ClassLoader l, java.net.URL u) throws HelpSetException {}
    public HelpBroker createHelpBroker() { return new HelpBroker(); }
}
JAVA
  cat > "$build/stubs/javax/help/HelpBroker.java" <<'JAVA'
package javax.help;
public class HelpBroker { public void setCurrentID(String s) {} public void setDisplayed(boolean b) {} }
JAVA
  echo 'package javax.help; public class HelpSetException extends Exception {}' \
    > "$build/stubs/javax/help/HelpSetException.java"
  echo 'package javax.help; public class BadIDException extends RuntimeException {}' \
    > "$build/stubs/javax/help/BadIDException.java"
  javac -nowarn -d "$build/classes" "$build"/stubs/javax/help/*.java \
    "$OPENGOTHA"/src/info/vannier/gotha/*.java "$OPENGOTHA"/src/info/vannier/util/*.java \
    "$OPENGOTHA"/src/mw/go/confrontation/*.java
  javac -nowarn -cp "$build/classes" -d "$build/harness" "$here/opengotha/PairRounds.java"
fi
exec java -Djava.awt.headless=true -cp "$build/classes:$build/harness" PairRounds "$1"
