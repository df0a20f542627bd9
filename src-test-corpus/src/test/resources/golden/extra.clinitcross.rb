main corpus.extra.clinitcross.Main.main
var corpus.extra.clinitcross.Main$Alpha.$init { 0 1 2 } = 0
var corpus.extra.clinitcross.Main$Beta.$init { 0 1 2 } = 0

proc corpus.extra.clinitcross.Main$Alpha.$initialise {
  check: switch corpus.extra.clinitcross.Main$Alpha.$init 0 take 1 take 2 used // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  take: acquire corpus.extra.clinitcross.Main$Alpha.<clinit> // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  test: switch corpus.extra.clinitcross.Main$Alpha.$init 0 start 1 done 2 done // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  start: assign corpus.extra.clinitcross.Main$Alpha.$init 1 // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  run: call corpus.extra.clinitcross.Main$Alpha.<clinit>@init1 // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  finish: assign corpus.extra.clinitcross.Main$Alpha.$init 2 // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  done: release corpus.extra.clinitcross.Main$Alpha.<clinit> // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  used: skip                             // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
}

proc corpus.extra.clinitcross.Main$Alpha.$initialise@init2 {
  check: switch corpus.extra.clinitcross.Main$Alpha.$init 0 take 1 take 2 used // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  take: acquire corpus.extra.clinitcross.Main$Alpha.<clinit> // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  test: switch corpus.extra.clinitcross.Main$Alpha.$init 0 start 1 done 2 done // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  start: assign corpus.extra.clinitcross.Main$Alpha.$init 1 // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  run: call corpus.extra.clinitcross.Main$Alpha.<clinit>@init3 // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  finish: assign corpus.extra.clinitcross.Main$Alpha.$init 2 // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  done: release corpus.extra.clinitcross.Main$Alpha.<clinit> // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  used: skip                             // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
}

proc corpus.extra.clinitcross.Main$Alpha.<clinit> {
  s0: call corpus.extra.clinitcross.Main$Beta.$initialise // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  s0_1: read corpus.extra.clinitcross.Main$Beta.base // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  s2: write corpus.extra.clinitcross.Main$Alpha.base // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
}

proc corpus.extra.clinitcross.Main$Alpha.<clinit>@init1 {
  s0: call corpus.extra.clinitcross.Main$Beta.$initialise@init1 // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  s0_1: read corpus.extra.clinitcross.Main$Beta.base // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  s2: write corpus.extra.clinitcross.Main$Alpha.base // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
}

proc corpus.extra.clinitcross.Main$Alpha.<clinit>@init3 {
  s0: skip                               // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  s0_1: read corpus.extra.clinitcross.Main$Beta.base // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
  s2: write corpus.extra.clinitcross.Main$Alpha.base // at corpus.extra.clinitcross.Main$Alpha.<clinit>(Main.java:17)
}

proc corpus.extra.clinitcross.Main$Beta.$initialise {
  check: switch corpus.extra.clinitcross.Main$Beta.$init 0 take 1 take 2 used // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  take: acquire corpus.extra.clinitcross.Main$Beta.<clinit> // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  test: switch corpus.extra.clinitcross.Main$Beta.$init 0 start 1 done 2 done // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  start: assign corpus.extra.clinitcross.Main$Beta.$init 1 // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  run: call corpus.extra.clinitcross.Main$Beta.<clinit>@init2 // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  finish: assign corpus.extra.clinitcross.Main$Beta.$init 2 // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  done: release corpus.extra.clinitcross.Main$Beta.<clinit> // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  used: skip                             // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
}

proc corpus.extra.clinitcross.Main$Beta.$initialise@init1 {
  check: switch corpus.extra.clinitcross.Main$Beta.$init 0 take 1 take 2 used // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  take: acquire corpus.extra.clinitcross.Main$Beta.<clinit> // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  test: switch corpus.extra.clinitcross.Main$Beta.$init 0 start 1 done 2 done // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  start: assign corpus.extra.clinitcross.Main$Beta.$init 1 // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  run: call corpus.extra.clinitcross.Main$Beta.<clinit>@init3 // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  finish: assign corpus.extra.clinitcross.Main$Beta.$init 2 // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  done: release corpus.extra.clinitcross.Main$Beta.<clinit> // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  used: skip                             // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
}

proc corpus.extra.clinitcross.Main$Beta.<clinit> {
  s0: call corpus.extra.clinitcross.Main$Alpha.$initialise // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  s0_1: read corpus.extra.clinitcross.Main$Alpha.base // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  s2: write corpus.extra.clinitcross.Main$Beta.base // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
}

proc corpus.extra.clinitcross.Main$Beta.<clinit>@init2 {
  s0: call corpus.extra.clinitcross.Main$Alpha.$initialise@init2 // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  s0_1: read corpus.extra.clinitcross.Main$Alpha.base // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  s2: write corpus.extra.clinitcross.Main$Beta.base // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
}

proc corpus.extra.clinitcross.Main$Beta.<clinit>@init3 {
  s0: skip                               // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  s0_1: read corpus.extra.clinitcross.Main$Alpha.base // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
  s2: write corpus.extra.clinitcross.Main$Beta.base // at corpus.extra.clinitcross.Main$Beta.<clinit>(Main.java:21)
}

proc corpus.extra.clinitcross.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.clinitcross.Main.lambda$main$0(Main.java:25)
  s1: call corpus.extra.clinitcross.Main$Alpha.$initialise // at corpus.extra.clinitcross.Main.lambda$main$0(Main.java:25)
  s1_1: read corpus.extra.clinitcross.Main$Alpha.base // at corpus.extra.clinitcross.Main.lambda$main$0(Main.java:25)
}

proc corpus.extra.clinitcross.Main.lambda$main$1 {
  s0: read java.lang.System.out          // at corpus.extra.clinitcross.Main.lambda$main$1(Main.java:26)
  s1: call corpus.extra.clinitcross.Main$Beta.$initialise // at corpus.extra.clinitcross.Main.lambda$main$1(Main.java:26)
  s1_1: read corpus.extra.clinitcross.Main$Beta.base // at corpus.extra.clinitcross.Main.lambda$main$1(Main.java:26)
}

proc corpus.extra.clinitcross.Main.main {
  s9: fork corpus.extra.clinitcross.Main.lambda$main$0 java.lang.Thread@Main.java:25 // at corpus.extra.clinitcross.Main.main(Main.java:27)
  s10: fork corpus.extra.clinitcross.Main.lambda$main$1 java.lang.Thread@Main.java:26 // at corpus.extra.clinitcross.Main.main(Main.java:28)
  s11: join java.lang.Thread@Main.java:25 // at corpus.extra.clinitcross.Main.main(Main.java:29)
  s12: join java.lang.Thread@Main.java:26 // at corpus.extra.clinitcross.Main.main(Main.java:30)
}
