main corpus.extra.clinitcross.fixed.Main.main
var corpus.extra.clinitcross.fixed.Main$Alpha.$init { 0 1 2 } = 0
var corpus.extra.clinitcross.fixed.Main$Beta.$init { 0 1 2 } = 0

proc corpus.extra.clinitcross.fixed.Main$Alpha.$initialise {
  check: switch corpus.extra.clinitcross.fixed.Main$Alpha.$init 0 take 1 take 2 used // at corpus.extra.clinitcross.fixed.Main$Alpha.<clinit>(Main.java:16)
  take: acquire corpus.extra.clinitcross.fixed.Main$Alpha.<clinit> // at corpus.extra.clinitcross.fixed.Main$Alpha.<clinit>(Main.java:16)
  test: switch corpus.extra.clinitcross.fixed.Main$Alpha.$init 0 start 1 done 2 done // at corpus.extra.clinitcross.fixed.Main$Alpha.<clinit>(Main.java:16)
  start: assign corpus.extra.clinitcross.fixed.Main$Alpha.$init 1 // at corpus.extra.clinitcross.fixed.Main$Alpha.<clinit>(Main.java:16)
  run: call corpus.extra.clinitcross.fixed.Main$Alpha.<clinit> // at corpus.extra.clinitcross.fixed.Main$Alpha.<clinit>(Main.java:16)
  finish: assign corpus.extra.clinitcross.fixed.Main$Alpha.$init 2 // at corpus.extra.clinitcross.fixed.Main$Alpha.<clinit>(Main.java:16)
  done: release corpus.extra.clinitcross.fixed.Main$Alpha.<clinit> // at corpus.extra.clinitcross.fixed.Main$Alpha.<clinit>(Main.java:16)
  used: skip                             // at corpus.extra.clinitcross.fixed.Main$Alpha.<clinit>(Main.java:16)
}

proc corpus.extra.clinitcross.fixed.Main$Alpha.<clinit> {
  s0: call corpus.extra.clinitcross.fixed.Main$Beta.$initialise // at corpus.extra.clinitcross.fixed.Main$Alpha.<clinit>(Main.java:16)
  s0_1: read corpus.extra.clinitcross.fixed.Main$Beta.base // at corpus.extra.clinitcross.fixed.Main$Alpha.<clinit>(Main.java:16)
  s2: write corpus.extra.clinitcross.fixed.Main$Alpha.base // at corpus.extra.clinitcross.fixed.Main$Alpha.<clinit>(Main.java:16)
}

proc corpus.extra.clinitcross.fixed.Main$Beta.$initialise {
  check: switch corpus.extra.clinitcross.fixed.Main$Beta.$init 0 take 1 take 2 used // at corpus.extra.clinitcross.fixed.Main$Beta.<clinit>(Main.java:20)
  take: acquire corpus.extra.clinitcross.fixed.Main$Beta.<clinit> // at corpus.extra.clinitcross.fixed.Main$Beta.<clinit>(Main.java:20)
  test: switch corpus.extra.clinitcross.fixed.Main$Beta.$init 0 start 1 done 2 done // at corpus.extra.clinitcross.fixed.Main$Beta.<clinit>(Main.java:20)
  start: assign corpus.extra.clinitcross.fixed.Main$Beta.$init 1 // at corpus.extra.clinitcross.fixed.Main$Beta.<clinit>(Main.java:20)
  run: call corpus.extra.clinitcross.fixed.Main$Beta.<clinit> // at corpus.extra.clinitcross.fixed.Main$Beta.<clinit>(Main.java:20)
  finish: assign corpus.extra.clinitcross.fixed.Main$Beta.$init 2 // at corpus.extra.clinitcross.fixed.Main$Beta.<clinit>(Main.java:20)
  done: release corpus.extra.clinitcross.fixed.Main$Beta.<clinit> // at corpus.extra.clinitcross.fixed.Main$Beta.<clinit>(Main.java:20)
  used: skip                             // at corpus.extra.clinitcross.fixed.Main$Beta.<clinit>(Main.java:20)
}

proc corpus.extra.clinitcross.fixed.Main$Beta.<clinit> {
  s2: write corpus.extra.clinitcross.fixed.Main$Beta.base // at corpus.extra.clinitcross.fixed.Main$Beta.<clinit>(Main.java:20)
}

proc corpus.extra.clinitcross.fixed.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.clinitcross.fixed.Main.lambda$main$0(Main.java:24)
  s1: call corpus.extra.clinitcross.fixed.Main$Alpha.$initialise // at corpus.extra.clinitcross.fixed.Main.lambda$main$0(Main.java:24)
  s1_1: read corpus.extra.clinitcross.fixed.Main$Alpha.base // at corpus.extra.clinitcross.fixed.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.clinitcross.fixed.Main.lambda$main$1 {
  s0: read java.lang.System.out          // at corpus.extra.clinitcross.fixed.Main.lambda$main$1(Main.java:25)
  s1: call corpus.extra.clinitcross.fixed.Main$Beta.$initialise // at corpus.extra.clinitcross.fixed.Main.lambda$main$1(Main.java:25)
  s1_1: read corpus.extra.clinitcross.fixed.Main$Beta.base // at corpus.extra.clinitcross.fixed.Main.lambda$main$1(Main.java:25)
}

proc corpus.extra.clinitcross.fixed.Main.main {
  s9: fork corpus.extra.clinitcross.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24 // at corpus.extra.clinitcross.fixed.Main.main(Main.java:26)
  s10: fork corpus.extra.clinitcross.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:25 // at corpus.extra.clinitcross.fixed.Main.main(Main.java:27)
  s11: join java.lang.Thread@Main.java:24 // at corpus.extra.clinitcross.fixed.Main.main(Main.java:28)
  s12: join java.lang.Thread@Main.java:25 // at corpus.extra.clinitcross.fixed.Main.main(Main.java:29)
}
