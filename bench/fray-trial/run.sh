#!/usr/bin/env bash
# Reproduces the Fray trial of bench/figures/fray-evaluation.md (needs network once, for the Fray jars).
# Run from an empty folder: bash /path/to/bench/fray-trial/run.sh
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
J=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
cp "$HERE/pom.xml" .
mvn -B -q org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies -DoutputDirectory=lib
CP=$(ls lib/*.jar | paste -sd: -)
# jlink from the run-time image (no jmods/ in Temurin 25): every module but jdk.jlink and jdk.jpackage
MODS=$("$J/bin/java" --list-modules | sed 's/@.*//' | grep -v -E '^jdk\.(jlink|jpackage)$' | paste -sd, -)
"$J/bin/jlink" -J-javaagent:lib/fray-instrumentation-jdk-0.9.2.jar -J--module-path="$CP" \
  -J--add-modules=org.pastalab.fray.instrumentation.jdk -J--class-path="$CP" \
  --output=jdk-fray --add-modules="$MODS" --fray-instrumentation
unzip -o -q lib/fray-jvmti-linux-x8664-0.9.2.jar libjvmti.so -d native
"$J/bin/javac" -d classes -cp "$CP" "$HERE/FrayTrial.java"
run() {
  timeout 120 jdk-fray/bin/java -javaagent:lib/fray-instrumentation-agent-0.9.2.jar \
    -agentpath:"$PWD/native/libjvmti.so" -Dfray.workDir="$PWD/work-$1" -cp "classes:$CP" \
    trial.FrayTrial "$@" | grep -E 'RESULT|Error:' || echo "$1: no result (exit ${PIPESTATUS[0]})"
}
run monitors T1 T2 T1 T2    # witness order of the deadlock: DeadlockException
run locks T1 T2 T1 T2       # same with ReentrantLock: DeadlockException
run monitors T1 T1 T2 T2    # a serial order: no failure
run upgrade T1 T1           # read lock then write lock in one thread: hangs, no report
