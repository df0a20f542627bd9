main entry

proc corpus.extra.clinitjoin.fixed.Main$Loader.<init>[corpus.extra.clinitjoin.fixed.Main$Loader@Main.java:28] {
}

proc corpus.extra.clinitjoin.fixed.Main$Loader.run[corpus.extra.clinitjoin.fixed.Main$Loader@Main.java:28] {
  s1: write corpus.extra.clinitjoin.fixed.Main$Loader@Main.java:28.result // at corpus.extra.clinitjoin.fixed.Main$Loader.run(Main.java:20)
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
  s2: read corpus.extra.clinitjoin.fixed.Main$Table.size // at corpus.extra.clinitjoin.fixed.Main.main(Main.java:41)
}

proc entry {
  init0: call corpus.extra.clinitjoin.fixed.Main$Table.<clinit> // at corpus.extra.clinitjoin.fixed.Main.main(Main.java:41)
  main: call corpus.extra.clinitjoin.fixed.Main.main // at corpus.extra.clinitjoin.fixed.Main.main(Main.java:41)
}
