main entry
var corpus.values.getter.fixed.Main@Main.java:18.ready { false true } = false

proc corpus.values.getter.fixed.Main.<clinit> {
  s2: write corpus.values.getter.fixed.Main.lock // at corpus.values.getter.fixed.Main.<clinit>(Main.java:17)
  s4: call corpus.values.getter.fixed.Main.<init>[corpus.values.getter.fixed.Main@Main.java:18] // at corpus.values.getter.fixed.Main.<clinit>(Main.java:18)
  s5: write corpus.values.getter.fixed.Main.gate // at corpus.values.getter.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.values.getter.fixed.Main.<init>[corpus.values.getter.fixed.Main@Main.java:18] {
}

proc corpus.values.getter.fixed.Main.await {
  s0: read corpus.values.getter.fixed.Main.lock // at corpus.values.getter.fixed.Main.await(Main.java:33)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.values.getter.fixed.Main.await(Main.java:33)
  s2: read corpus.values.getter.fixed.Main.gate // at corpus.values.getter.fixed.Main.await(Main.java:34)
  s3: switch corpus.values.getter.fixed.Main@Main.java:18.ready false s5 true s7 // at corpus.values.getter.fixed.Main.await(Main.java:34)
  s5: read corpus.values.getter.fixed.Main.lock // at corpus.values.getter.fixed.Main.await(Main.java:35)
  s6: wait java.lang.Object@Main.java:17 // at corpus.values.getter.fixed.Main.await(Main.java:35)
  s7: release java.lang.Object@Main.java:17 // at corpus.values.getter.fixed.Main.await(Main.java:37)
}

proc corpus.values.getter.fixed.Main.isReady[corpus.values.getter.fixed.Main@Main.java:18] {
  s1: read corpus.values.getter.fixed.Main@Main.java:18.ready // at corpus.values.getter.fixed.Main.isReady(Main.java:23)
}

proc corpus.values.getter.fixed.Main.main {
  s1: read corpus.values.getter.fixed.Main.gate // at corpus.values.getter.fixed.Main.main(Main.java:49)
  s2: call corpus.values.getter.fixed.Main.open[corpus.values.getter.fixed.Main@Main.java:18] // at corpus.values.getter.fixed.Main.main(Main.java:49)
  s7: fork corpus.values.getter.fixed.Main.run java.lang.Thread@Main.java:50 // at corpus.values.getter.fixed.Main.main(Main.java:51)
  s8: join java.lang.Thread@Main.java:50 // at corpus.values.getter.fixed.Main.main(Main.java:52)
}

proc corpus.values.getter.fixed.Main.open[corpus.values.getter.fixed.Main@Main.java:18] {
  s1: read corpus.values.getter.fixed.Main.lock // at corpus.values.getter.fixed.Main.open(Main.java:27)
  s2: acquire java.lang.Object@Main.java:17 // at corpus.values.getter.fixed.Main.open(Main.java:27)
  s3: assign corpus.values.getter.fixed.Main@Main.java:18.ready true // at corpus.values.getter.fixed.Main.open(Main.java:28)
  s4: release java.lang.Object@Main.java:17 // at corpus.values.getter.fixed.Main.open(Main.java:29)
}

proc corpus.values.getter.fixed.Main.run {
  s0: call corpus.values.getter.fixed.Main.await // at corpus.values.getter.fixed.Main.run(Main.java:42)
}

proc entry {
  init0: call corpus.values.getter.fixed.Main.<clinit> // at corpus.values.getter.fixed.Main.main(Main.java:49)
  main: call corpus.values.getter.fixed.Main.main // at corpus.values.getter.fixed.Main.main(Main.java:49)
}
