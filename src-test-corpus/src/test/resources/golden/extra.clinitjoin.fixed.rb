main corpus.extra.clinitjoin.fixed.Main.main
var corpus.extra.clinitjoin.fixed.Main$Table.$init { 0 1 2 } = 0

proc corpus.extra.clinitjoin.fixed.Main$Loader.<init>[corpus.extra.clinitjoin.fixed.Main$Loader@Main.java:28] {
}

proc corpus.extra.clinitjoin.fixed.Main$Loader.run[corpus.extra.clinitjoin.fixed.Main$Loader@Main.java:28] {
  s1: write corpus.extra.clinitjoin.fixed.Main$Loader@Main.java:28.result // at corpus.extra.clinitjoin.fixed.Main$Loader.run(Main.java:20)
}

proc corpus.extra.clinitjoin.fixed.Main$Table.$initialise {
  check: switch corpus.extra.clinitjoin.fixed.Main$Table.$init 0 take 1 take 2 used // at corpus.extra.clinitjoin.fixed.Main$Table.<clinit>(Main.java:28)
  take: acquire corpus.extra.clinitjoin.fixed.Main$Table.<clinit> // at corpus.extra.clinitjoin.fixed.Main$Table.<clinit>(Main.java:28)
  test: switch corpus.extra.clinitjoin.fixed.Main$Table.$init 0 start 1 done 2 done // at corpus.extra.clinitjoin.fixed.Main$Table.<clinit>(Main.java:28)
  start: assign corpus.extra.clinitjoin.fixed.Main$Table.$init 1 // at corpus.extra.clinitjoin.fixed.Main$Table.<clinit>(Main.java:28)
  run: call corpus.extra.clinitjoin.fixed.Main$Table.<clinit> // at corpus.extra.clinitjoin.fixed.Main$Table.<clinit>(Main.java:28)
  finish: assign corpus.extra.clinitjoin.fixed.Main$Table.$init 2 // at corpus.extra.clinitjoin.fixed.Main$Table.<clinit>(Main.java:28)
  done: release corpus.extra.clinitjoin.fixed.Main$Table.<clinit> // at corpus.extra.clinitjoin.fixed.Main$Table.<clinit>(Main.java:28)
  used: skip                             // at corpus.extra.clinitjoin.fixed.Main$Table.<clinit>(Main.java:28)
}

proc corpus.extra.clinitjoin.fixed.Main$Table.<clinit> {
  s1: call corpus.extra.clinitjoin.fixed.Main$Loader.<init>[corpus.extra.clinitjoin.fixed.Main$Loader@Main.java:28] // at corpus.extra.clinitjoin.fixed.Main$Table.<clinit>(Main.java:28)
  s6: fork corpus.extra.clinitjoin.fixed.Main$Loader.run[corpus.extra.clinitjoin.fixed.Main$Loader@Main.java:28] java.lang.Thread@Main.java:29 // at corpus.extra.clinitjoin.fixed.Main$Table.<clinit>(Main.java:30)
  s7: join java.lang.Thread@Main.java:29 // at corpus.extra.clinitjoin.fixed.Main$Table.<clinit>(Main.java:32)
  s16: read corpus.extra.clinitjoin.fixed.Main$Loader@Main.java:28.result // at corpus.extra.clinitjoin.fixed.Main$Table.<clinit>(Main.java:36)
  s17: write corpus.extra.clinitjoin.fixed.Main$Table.size // at corpus.extra.clinitjoin.fixed.Main$Table.<clinit>(Main.java:36)
}

proc corpus.extra.clinitjoin.fixed.Main.main {
  s1: read java.lang.System.out          // at corpus.extra.clinitjoin.fixed.Main.main(Main.java:41)
  s2: call corpus.extra.clinitjoin.fixed.Main$Table.$initialise // at corpus.extra.clinitjoin.fixed.Main.main(Main.java:41)
  s2_1: read corpus.extra.clinitjoin.fixed.Main$Table.size // at corpus.extra.clinitjoin.fixed.Main.main(Main.java:41)
}
