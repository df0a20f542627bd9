main entry

proc corpus.extra.handlefield.fixed.Main.<clinit> {
  s1: read java.lang.Void.TYPE           // at corpus.extra.handlefield.fixed.Main.<clinit>(Main.java:19)
  s3: write java.lang.Class[]@Main.java:19[0] // at corpus.extra.handlefield.fixed.Main.<clinit>(Main.java:19)
  s6: write corpus.extra.handlefield.fixed.Main.TRANSFER // at corpus.extra.handlefield.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.handlefield.fixed.Main.lambda$main$0[corpus.extra.handlefield.fixed.Main.main:46#11] {
  s2: read corpus.extra.handlefield.fixed.Main.TRANSFER // at corpus.extra.handlefield.fixed.Main.lambda$main$0(Main.java:48)
  s3: call corpus.extra.handlefield.fixed.Main.transfer[corpus.extra.handlefield.fixed.Main.lambda$main$0:48#3,corpus.extra.handlefield.fixed.Main.main:46#11] // at corpus.extra.handlefield.fixed.Main.lambda$main$0(Main.java:48)
}

proc corpus.extra.handlefield.fixed.Main.main {
  s11: fork corpus.extra.handlefield.fixed.Main.lambda$main$0[corpus.extra.handlefield.fixed.Main.main:46#11] java.lang.Thread@Main.java:46 // at corpus.extra.handlefield.fixed.Main.main(Main.java:53)
  s13: acquire java.lang.Object@Main.java:44 // at corpus.extra.handlefield.fixed.Main.main(Main.java:54)
  s14: call corpus.extra.handlefield.fixed.Main.pause // at corpus.extra.handlefield.fixed.Main.main(Main.java:55)
  s16: acquire java.lang.Object@Main.java:45 // at corpus.extra.handlefield.fixed.Main.main(Main.java:56)
  s17: read java.lang.System.out         // at corpus.extra.handlefield.fixed.Main.main(Main.java:57)
  s19: release java.lang.Object@Main.java:45 // at corpus.extra.handlefield.fixed.Main.main(Main.java:58)
  s29: release java.lang.Object@Main.java:44 // at corpus.extra.handlefield.fixed.Main.main(Main.java:59)
  s31: join java.lang.Thread@Main.java:46 // at corpus.extra.handlefield.fixed.Main.main(Main.java:60)
}

proc corpus.extra.handlefield.fixed.Main.pause {
}

proc corpus.extra.handlefield.fixed.Main.transfer[corpus.extra.handlefield.fixed.Main.lambda$main$0:48#3,corpus.extra.handlefield.fixed.Main.main:46#11] {
  s3: acquire java.lang.Object@Main.java:44 // at corpus.extra.handlefield.fixed.Main.transfer(Main.java:35)
  s4: call corpus.extra.handlefield.fixed.Main.pause // at corpus.extra.handlefield.fixed.Main.transfer(Main.java:36)
  s6: acquire java.lang.Object@Main.java:45 // at corpus.extra.handlefield.fixed.Main.transfer(Main.java:37)
  s7: read java.lang.System.out          // at corpus.extra.handlefield.fixed.Main.transfer(Main.java:38)
  s9: release java.lang.Object@Main.java:45 // at corpus.extra.handlefield.fixed.Main.transfer(Main.java:39)
  s19: release java.lang.Object@Main.java:44 // at corpus.extra.handlefield.fixed.Main.transfer(Main.java:40)
}

proc entry {
  init0: call corpus.extra.handlefield.fixed.Main.<clinit> // at corpus.extra.handlefield.fixed.Main.main(Main.java:44)
  main: call corpus.extra.handlefield.fixed.Main.main // at corpus.extra.handlefield.fixed.Main.main(Main.java:44)
}
