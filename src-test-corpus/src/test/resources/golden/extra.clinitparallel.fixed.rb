main corpus.extra.clinitparallel.fixed.Main.main
var corpus.extra.clinitparallel.fixed.Main$Squares.$init { 0 1 2 } = 0

proc corpus.extra.clinitparallel.fixed.Main$Arithmetic.square {
}

proc corpus.extra.clinitparallel.fixed.Main$Squares.$initialise {
  check: switch corpus.extra.clinitparallel.fixed.Main$Squares.$init 0 take 1 take 2 used // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:25)
  take: acquire corpus.extra.clinitparallel.fixed.Main$Squares.<clinit> // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:25)
  test: switch corpus.extra.clinitparallel.fixed.Main$Squares.$init 0 start 1 done 2 done // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:25)
  start: assign corpus.extra.clinitparallel.fixed.Main$Squares.$init 1 // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:25)
  run: call corpus.extra.clinitparallel.fixed.Main$Squares.<clinit> // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:25)
  finish: assign corpus.extra.clinitparallel.fixed.Main$Squares.$init 2 // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:25)
  done: release corpus.extra.clinitparallel.fixed.Main$Squares.<clinit> // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:25)
  used: skip                             // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:25)
}

proc corpus.extra.clinitparallel.fixed.Main$Squares.<clinit> {
  s4: fork thread:commonPool:corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>#4 commonPool:corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>#4/worker1 // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:26)
  s4_1: fork thread:commonPool:corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>#4 commonPool:corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>#4/worker2 // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:26)
  s4_2: jump exit4_s4_3 s4_4             // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:26)
  s4_4: call corpus.extra.clinitparallel.fixed.Main$Arithmetic.square // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:26)
  s4_5: goto s4_2                        // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:26)
  exit4_s4_3: skip                       // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:26)
  s4_6: join commonPool:corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>#4/worker1 // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:26)
  s4_7: join commonPool:corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>#4/worker2 // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:26)
  s5: write corpus.extra.clinitparallel.fixed.Main$Squares.TABLE // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:26)
}

proc corpus.extra.clinitparallel.fixed.Main.main {
  s1: read java.lang.System.out          // at corpus.extra.clinitparallel.fixed.Main.main(Main.java:30)
  s2: call corpus.extra.clinitparallel.fixed.Main$Squares.$initialise // at corpus.extra.clinitparallel.fixed.Main.main(Main.java:30)
  s2_1: read corpus.extra.clinitparallel.fixed.Main$Squares.TABLE // at corpus.extra.clinitparallel.fixed.Main.main(Main.java:30)
  s3: read java.util.stream.IntStream@Main.java:25#3[7] // at corpus.extra.clinitparallel.fixed.Main.main(Main.java:30)
}

proc thread:commonPool:corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>#4 {
  w0: jump exit4_w1 w2                   // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:26)
  w2: call corpus.extra.clinitparallel.fixed.Main$Arithmetic.square // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:26)
  w3: goto w0                            // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:26)
  exit4_w1: skip                         // at corpus.extra.clinitparallel.fixed.Main$Squares.<clinit>(Main.java:26)
}
