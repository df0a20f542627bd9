main entry

proc corpus.extra.handlefield.Main.<clinit> {
  s1: read java.lang.Void.TYPE           // at corpus.extra.handlefield.Main.<clinit>(Main.java:27)
  s3: write java.lang.Class[]@Main.java:27[0] // at corpus.extra.handlefield.Main.<clinit>(Main.java:27)
  s6: write corpus.extra.handlefield.Main.TRANSFER // at corpus.extra.handlefield.Main.<clinit>(Main.java:27)
}

proc corpus.extra.handlefield.Main.lambda$main$0[corpus.extra.handlefield.Main.main:54#11] {
  s2: read corpus.extra.handlefield.Main.TRANSFER // at corpus.extra.handlefield.Main.lambda$main$0(Main.java:56)
  s3: call corpus.extra.handlefield.Main.transfer[corpus.extra.handlefield.Main.lambda$main$0:56#3,corpus.extra.handlefield.Main.main:54#11] // at corpus.extra.handlefield.Main.lambda$main$0(Main.java:56)
}

proc corpus.extra.handlefield.Main.main {
  s11: fork corpus.extra.handlefield.Main.lambda$main$0[corpus.extra.handlefield.Main.main:54#11] java.lang.Thread@Main.java:54 // at corpus.extra.handlefield.Main.main(Main.java:61)
  s13: acquire java.lang.Object@Main.java:53 // at corpus.extra.handlefield.Main.main(Main.java:62)
  s14: call corpus.extra.handlefield.Main.pause // at corpus.extra.handlefield.Main.main(Main.java:63)
  s16: acquire java.lang.Object@Main.java:52 // at corpus.extra.handlefield.Main.main(Main.java:64)
  s17: read java.lang.System.out         // at corpus.extra.handlefield.Main.main(Main.java:65)
  s19: release java.lang.Object@Main.java:52 // at corpus.extra.handlefield.Main.main(Main.java:66)
  s29: release java.lang.Object@Main.java:53 // at corpus.extra.handlefield.Main.main(Main.java:67)
  s31: join java.lang.Thread@Main.java:54 // at corpus.extra.handlefield.Main.main(Main.java:68)
}

proc corpus.extra.handlefield.Main.pause {
}

proc corpus.extra.handlefield.Main.transfer[corpus.extra.handlefield.Main.lambda$main$0:56#3,corpus.extra.handlefield.Main.main:54#11] {
  s3: acquire java.lang.Object@Main.java:52 // at corpus.extra.handlefield.Main.transfer(Main.java:43)
  s4: call corpus.extra.handlefield.Main.pause // at corpus.extra.handlefield.Main.transfer(Main.java:44)
  s6: acquire java.lang.Object@Main.java:53 // at corpus.extra.handlefield.Main.transfer(Main.java:45)
  s7: read java.lang.System.out          // at corpus.extra.handlefield.Main.transfer(Main.java:46)
  s9: release java.lang.Object@Main.java:53 // at corpus.extra.handlefield.Main.transfer(Main.java:47)
  s19: release java.lang.Object@Main.java:52 // at corpus.extra.handlefield.Main.transfer(Main.java:48)
}

proc entry {
  init0: call corpus.extra.handlefield.Main.<clinit> // at corpus.extra.handlefield.Main.main(Main.java:52)
  main: call corpus.extra.handlefield.Main.main // at corpus.extra.handlefield.Main.main(Main.java:52)
}
