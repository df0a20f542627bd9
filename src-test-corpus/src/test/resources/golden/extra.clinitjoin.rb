main corpus.extra.clinitjoin.Main.main
var corpus.extra.clinitjoin.Main$Table.$init { 0 1 2 } = 0

proc corpus.extra.clinitjoin.Main$Table.$initialise {
  check: switch corpus.extra.clinitjoin.Main$Table.$init 0 take 1 take 2 used // at corpus.extra.clinitjoin.Main$Table.<clinit>(Main.java:19)
  take: acquire corpus.extra.clinitjoin.Main$Table.<clinit> // at corpus.extra.clinitjoin.Main$Table.<clinit>(Main.java:19)
  test: switch corpus.extra.clinitjoin.Main$Table.$init 0 start 1 done 2 done // at corpus.extra.clinitjoin.Main$Table.<clinit>(Main.java:19)
  start: assign corpus.extra.clinitjoin.Main$Table.$init 1 // at corpus.extra.clinitjoin.Main$Table.<clinit>(Main.java:19)
  run: call corpus.extra.clinitjoin.Main$Table.<clinit> // at corpus.extra.clinitjoin.Main$Table.<clinit>(Main.java:19)
  finish: assign corpus.extra.clinitjoin.Main$Table.$init 2 // at corpus.extra.clinitjoin.Main$Table.<clinit>(Main.java:19)
  done: release corpus.extra.clinitjoin.Main$Table.<clinit> // at corpus.extra.clinitjoin.Main$Table.<clinit>(Main.java:19)
  used: skip                             // at corpus.extra.clinitjoin.Main$Table.<clinit>(Main.java:19)
}

proc corpus.extra.clinitjoin.Main$Table.<clinit> {
  s4: fork corpus.extra.clinitjoin.Main$Table.lambda$static$0 java.lang.Thread@Main.java:19 // at corpus.extra.clinitjoin.Main$Table.<clinit>(Main.java:20)
  s5: join java.lang.Thread@Main.java:19 // at corpus.extra.clinitjoin.Main$Table.<clinit>(Main.java:22)
}

proc corpus.extra.clinitjoin.Main$Table.lambda$static$0 {
  clinit: call corpus.extra.clinitjoin.Main$Table.$initialise // at corpus.extra.clinitjoin.Main$Table.lambda$static$0(Main.java:19)
  s0: write corpus.extra.clinitjoin.Main$Table.size // at corpus.extra.clinitjoin.Main$Table.lambda$static$0(Main.java:19)
}

proc corpus.extra.clinitjoin.Main.main {
  s1: read java.lang.System.out          // at corpus.extra.clinitjoin.Main.main(Main.java:30)
  s2: call corpus.extra.clinitjoin.Main$Table.$initialise // at corpus.extra.clinitjoin.Main.main(Main.java:30)
  s2_1: read corpus.extra.clinitjoin.Main$Table.size // at corpus.extra.clinitjoin.Main.main(Main.java:30)
}
