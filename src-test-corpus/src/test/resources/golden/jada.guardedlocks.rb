main entry

proc corpus.jada.guardedlocks.Main.<clinit> {
  s2: write corpus.jada.guardedlocks.Main.GUARD // at corpus.jada.guardedlocks.Main.<clinit>(Main.java:16)
  s5: write corpus.jada.guardedlocks.Main.A // at corpus.jada.guardedlocks.Main.<clinit>(Main.java:17)
  s8: write corpus.jada.guardedlocks.Main.B // at corpus.jada.guardedlocks.Main.<clinit>(Main.java:18)
}

proc corpus.jada.guardedlocks.Main.ab {
  s0: read corpus.jada.guardedlocks.Main.GUARD // at corpus.jada.guardedlocks.Main.ab(Main.java:22)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.jada.guardedlocks.Main.ab(Main.java:22)
  s2: read corpus.jada.guardedlocks.Main.A // at corpus.jada.guardedlocks.Main.ab(Main.java:23)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.jada.guardedlocks.Main.ab(Main.java:23)
  s4: read corpus.jada.guardedlocks.Main.B // at corpus.jada.guardedlocks.Main.ab(Main.java:24)
  s5: acquire java.lang.Object@Main.java:18 // at corpus.jada.guardedlocks.Main.ab(Main.java:24)
  s6: read corpus.jada.guardedlocks.Main.value // at corpus.jada.guardedlocks.Main.ab(Main.java:25)
  s8: write corpus.jada.guardedlocks.Main.value // at corpus.jada.guardedlocks.Main.ab(Main.java:25)
  s9: release java.lang.Object@Main.java:18 // at corpus.jada.guardedlocks.Main.ab(Main.java:26)
  s23: release java.lang.Object@Main.java:17 // at corpus.jada.guardedlocks.Main.ab(Main.java:27)
  s25: release java.lang.Object@Main.java:16 // at corpus.jada.guardedlocks.Main.ab(Main.java:28)
}

proc corpus.jada.guardedlocks.Main.ba {
  s0: read corpus.jada.guardedlocks.Main.GUARD // at corpus.jada.guardedlocks.Main.ba(Main.java:32)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.jada.guardedlocks.Main.ba(Main.java:32)
  s2: read corpus.jada.guardedlocks.Main.B // at corpus.jada.guardedlocks.Main.ba(Main.java:33)
  s3: acquire java.lang.Object@Main.java:18 // at corpus.jada.guardedlocks.Main.ba(Main.java:33)
  s4: read corpus.jada.guardedlocks.Main.A // at corpus.jada.guardedlocks.Main.ba(Main.java:34)
  s5: acquire java.lang.Object@Main.java:17 // at corpus.jada.guardedlocks.Main.ba(Main.java:34)
  s6: read corpus.jada.guardedlocks.Main.value // at corpus.jada.guardedlocks.Main.ba(Main.java:35)
  s8: write corpus.jada.guardedlocks.Main.value // at corpus.jada.guardedlocks.Main.ba(Main.java:35)
  s9: release java.lang.Object@Main.java:17 // at corpus.jada.guardedlocks.Main.ba(Main.java:36)
  s23: release java.lang.Object@Main.java:18 // at corpus.jada.guardedlocks.Main.ba(Main.java:37)
  s25: release java.lang.Object@Main.java:16 // at corpus.jada.guardedlocks.Main.ba(Main.java:38)
}

proc corpus.jada.guardedlocks.Main.main {
  s4: fork corpus.jada.guardedlocks.Main.ab java.lang.Thread@Main.java:42 // at corpus.jada.guardedlocks.Main.main(Main.java:42)
  s8: fork corpus.jada.guardedlocks.Main.ba java.lang.Thread@Main.java:43 // at corpus.jada.guardedlocks.Main.main(Main.java:43)
}

proc entry {
  init0: call corpus.jada.guardedlocks.Main.<clinit> // at corpus.jada.guardedlocks.Main.main(Main.java:42)
  main: call corpus.jada.guardedlocks.Main.main // at corpus.jada.guardedlocks.Main.main(Main.java:42)
}
