main entry
var corpus.values.getter.Main@Main.java:18.ready { false true } = false

proc corpus.values.getter.Main.<clinit> {
  s2: write corpus.values.getter.Main.lock // at corpus.values.getter.Main.<clinit>(Main.java:17)
  s4: call corpus.values.getter.Main.<init>[corpus.values.getter.Main@Main.java:18] // at corpus.values.getter.Main.<clinit>(Main.java:18)
  s5: write corpus.values.getter.Main.gate // at corpus.values.getter.Main.<clinit>(Main.java:18)
}

proc corpus.values.getter.Main.<init>[corpus.values.getter.Main@Main.java:18] {
}

proc corpus.values.getter.Main.await {
  s0: read corpus.values.getter.Main.lock // at corpus.values.getter.Main.await(Main.java:27)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.values.getter.Main.await(Main.java:27)
  s2: read corpus.values.getter.Main.gate // at corpus.values.getter.Main.await(Main.java:28)
  s3: switch corpus.values.getter.Main@Main.java:18.ready false s5 true s7 // at corpus.values.getter.Main.await(Main.java:28)
  s5: read corpus.values.getter.Main.lock // at corpus.values.getter.Main.await(Main.java:29)
  s6: wait java.lang.Object@Main.java:17 // at corpus.values.getter.Main.await(Main.java:29)
  s7: release java.lang.Object@Main.java:17 // at corpus.values.getter.Main.await(Main.java:31)
}

proc corpus.values.getter.Main.isReady[corpus.values.getter.Main@Main.java:18] {
  s1: read corpus.values.getter.Main@Main.java:18.ready // at corpus.values.getter.Main.isReady(Main.java:23)
}

proc corpus.values.getter.Main.main {
  s5: fork corpus.values.getter.Main.run java.lang.Thread@Main.java:43 // at corpus.values.getter.Main.main(Main.java:44)
  s6: join java.lang.Thread@Main.java:43 // at corpus.values.getter.Main.main(Main.java:45)
}

proc corpus.values.getter.Main.run {
  s0: call corpus.values.getter.Main.await // at corpus.values.getter.Main.run(Main.java:36)
}

proc entry {
  init0: call corpus.values.getter.Main.<clinit> // at corpus.values.getter.Main.main(Main.java:43)
  main: call corpus.values.getter.Main.main // at corpus.values.getter.Main.main(Main.java:43)
}
