main entry

proc corpus.extra.handlecall.fixed.Main$Account.<init>[corpus.extra.handlecall.fixed.Main$Savings@Main.java:39] {
}

proc corpus.extra.handlecall.fixed.Main$Savings.<init>[corpus.extra.handlecall.fixed.Main$Savings@Main.java:39] {
  s1: call corpus.extra.handlecall.fixed.Main$Account.<init>[corpus.extra.handlecall.fixed.Main$Savings@Main.java:39] // at corpus.extra.handlecall.fixed.Main$Savings.<init>(Main.java:27)
}

proc corpus.extra.handlecall.fixed.Main$Savings.close[corpus.extra.handlecall.fixed.Main$Savings@Main.java:39] {
  s2: acquire corpus.extra.handlecall.fixed.Main$Savings@Main.java:39 // at corpus.extra.handlecall.fixed.Main$Savings.close(Main.java:30)
  s3: read corpus.extra.handlecall.fixed.Main.LEDGER // at corpus.extra.handlecall.fixed.Main$Savings.close(Main.java:31)
  s4: acquire java.lang.Object@Main.java:15 // at corpus.extra.handlecall.fixed.Main$Savings.close(Main.java:31)
  s5: read java.lang.System.out          // at corpus.extra.handlecall.fixed.Main$Savings.close(Main.java:32)
  s7: release java.lang.Object@Main.java:15 // at corpus.extra.handlecall.fixed.Main$Savings.close(Main.java:33)
  s17: release corpus.extra.handlecall.fixed.Main$Savings@Main.java:39 // at corpus.extra.handlecall.fixed.Main$Savings.close(Main.java:34)
}

proc corpus.extra.handlecall.fixed.Main.<clinit> {
  s2: write corpus.extra.handlecall.fixed.Main.LEDGER // at corpus.extra.handlecall.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.extra.handlecall.fixed.Main.lambda$main$0[corpus.extra.handlecall.fixed.Main.main:40#8] {
  s2: read java.lang.Void.TYPE           // at corpus.extra.handlecall.fixed.Main.lambda$main$0(Main.java:42)
  s5: call corpus.extra.handlecall.fixed.Main$Savings.close[corpus.extra.handlecall.fixed.Main$Savings@Main.java:39] // at corpus.extra.handlecall.fixed.Main.lambda$main$0(Main.java:44)
}

proc corpus.extra.handlecall.fixed.Main.main {
  s2: call corpus.extra.handlecall.fixed.Main$Savings.<init>[corpus.extra.handlecall.fixed.Main$Savings@Main.java:39] // at corpus.extra.handlecall.fixed.Main.main(Main.java:39)
  s8: fork corpus.extra.handlecall.fixed.Main.lambda$main$0[corpus.extra.handlecall.fixed.Main.main:40#8] java.lang.Thread@Main.java:40 // at corpus.extra.handlecall.fixed.Main.main(Main.java:49)
  s10: acquire corpus.extra.handlecall.fixed.Main$Savings@Main.java:39 // at corpus.extra.handlecall.fixed.Main.main(Main.java:50)
  s11: read corpus.extra.handlecall.fixed.Main.LEDGER // at corpus.extra.handlecall.fixed.Main.main(Main.java:51)
  s12: acquire java.lang.Object@Main.java:15 // at corpus.extra.handlecall.fixed.Main.main(Main.java:51)
  s13: read java.lang.System.out         // at corpus.extra.handlecall.fixed.Main.main(Main.java:52)
  s15: release java.lang.Object@Main.java:15 // at corpus.extra.handlecall.fixed.Main.main(Main.java:53)
  s25: release corpus.extra.handlecall.fixed.Main$Savings@Main.java:39 // at corpus.extra.handlecall.fixed.Main.main(Main.java:54)
  s27: join java.lang.Thread@Main.java:40 // at corpus.extra.handlecall.fixed.Main.main(Main.java:55)
}

proc entry {
  init0: call corpus.extra.handlecall.fixed.Main.<clinit> // at corpus.extra.handlecall.fixed.Main.main(Main.java:39)
  main: call corpus.extra.handlecall.fixed.Main.main // at corpus.extra.handlecall.fixed.Main.main(Main.java:39)
}
