main entry

proc corpus.extra.listcopies.fixed.Main.<clinit> {
  s2: write corpus.extra.listcopies.fixed.Main.CHECKING // at corpus.extra.listcopies.fixed.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.listcopies.fixed.Main.SAVINGS // at corpus.extra.listcopies.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.extra.listcopies.fixed.Main.forAudit[corpus.extra.listcopies.fixed.Main.lambda$main$1:48#1,corpus.extra.listcopies.fixed.Main.main:48#18] {
  s1: read java.lang.System.out          // at corpus.extra.listcopies.fixed.Main.forAudit(Main.java:41)
  s2: read java.util.LinkedList@Main.java:46.$state // at corpus.extra.listcopies.fixed.Main.forAudit(Main.java:41)
}

proc corpus.extra.listcopies.fixed.Main.lambda$main$0[corpus.extra.listcopies.fixed.Main.main:47#17] {
  s1: read corpus.extra.listcopies.fixed.Main.CHECKING // at corpus.extra.listcopies.fixed.Main.lambda$main$0(Main.java:47)
  s2: read corpus.extra.listcopies.fixed.Main.SAVINGS // at corpus.extra.listcopies.fixed.Main.lambda$main$0(Main.java:47)
  s8: call corpus.extra.listcopies.fixed.Main.move[corpus.extra.listcopies.fixed.Main.lambda$main$0:47#8,corpus.extra.listcopies.fixed.Main.main:47#17] // at corpus.extra.listcopies.fixed.Main.lambda$main$0(Main.java:47)
}

proc corpus.extra.listcopies.fixed.Main.lambda$main$1[corpus.extra.listcopies.fixed.Main.main:48#18] {
  s1: call corpus.extra.listcopies.fixed.Main.forAudit[corpus.extra.listcopies.fixed.Main.lambda$main$1:48#1,corpus.extra.listcopies.fixed.Main.main:48#18] // at corpus.extra.listcopies.fixed.Main.lambda$main$1(Main.java:48)
  s2: call corpus.extra.listcopies.fixed.Main.move[corpus.extra.listcopies.fixed.Main.lambda$main$1:48#2,corpus.extra.listcopies.fixed.Main.main:48#18] // at corpus.extra.listcopies.fixed.Main.lambda$main$1(Main.java:48)
}

proc corpus.extra.listcopies.fixed.Main.main {
  s2: read corpus.extra.listcopies.fixed.Main.CHECKING // at corpus.extra.listcopies.fixed.Main.main(Main.java:46)
  s3: read corpus.extra.listcopies.fixed.Main.SAVINGS // at corpus.extra.listcopies.fixed.Main.main(Main.java:46)
  s17: fork corpus.extra.listcopies.fixed.Main.lambda$main$0[corpus.extra.listcopies.fixed.Main.main:47#17] java.lang.Thread@Main.java:47 // at corpus.extra.listcopies.fixed.Main.main(Main.java:49)
  s18: fork corpus.extra.listcopies.fixed.Main.lambda$main$1[corpus.extra.listcopies.fixed.Main.main:48#18] java.lang.Thread@Main.java:48 // at corpus.extra.listcopies.fixed.Main.main(Main.java:50)
  s19: join java.lang.Thread@Main.java:47 // at corpus.extra.listcopies.fixed.Main.main(Main.java:51)
  s20: join java.lang.Thread@Main.java:48 // at corpus.extra.listcopies.fixed.Main.main(Main.java:52)
}

proc corpus.extra.listcopies.fixed.Main.move[corpus.extra.listcopies.fixed.Main.lambda$main$0:47#8,corpus.extra.listcopies.fixed.Main.main:47#17] {
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.listcopies.fixed.Main.move(Main.java:32)
  s3: call corpus.extra.listcopies.fixed.Main.pause // at corpus.extra.listcopies.fixed.Main.move(Main.java:33)
  s5: acquire java.lang.Object@Main.java:20 // at corpus.extra.listcopies.fixed.Main.move(Main.java:34)
  s6: read corpus.extra.listcopies.fixed.Main.balance // at corpus.extra.listcopies.fixed.Main.move(Main.java:35)
  s8: write corpus.extra.listcopies.fixed.Main.balance // at corpus.extra.listcopies.fixed.Main.move(Main.java:35)
  s9: release java.lang.Object@Main.java:20 // at corpus.extra.listcopies.fixed.Main.move(Main.java:36)
  s19: release java.lang.Object@Main.java:19 // at corpus.extra.listcopies.fixed.Main.move(Main.java:37)
}

proc corpus.extra.listcopies.fixed.Main.move[corpus.extra.listcopies.fixed.Main.lambda$main$1:48#2,corpus.extra.listcopies.fixed.Main.main:48#18] {
  s1: read java.util.LinkedList@Main.java:46.$state // at corpus.extra.listcopies.fixed.Main.move(Main.java:32)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.listcopies.fixed.Main.move(Main.java:32)
  s3: call corpus.extra.listcopies.fixed.Main.pause // at corpus.extra.listcopies.fixed.Main.move(Main.java:33)
  s4: read java.util.LinkedList@Main.java:46.$state // at corpus.extra.listcopies.fixed.Main.move(Main.java:34)
  s5: acquire java.lang.Object@Main.java:20 // at corpus.extra.listcopies.fixed.Main.move(Main.java:34)
  s6: read corpus.extra.listcopies.fixed.Main.balance // at corpus.extra.listcopies.fixed.Main.move(Main.java:35)
  s8: write corpus.extra.listcopies.fixed.Main.balance // at corpus.extra.listcopies.fixed.Main.move(Main.java:35)
  s9: release java.lang.Object@Main.java:20 // at corpus.extra.listcopies.fixed.Main.move(Main.java:36)
  s19: release java.lang.Object@Main.java:19 // at corpus.extra.listcopies.fixed.Main.move(Main.java:37)
}

proc corpus.extra.listcopies.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.listcopies.fixed.Main.<clinit> // at corpus.extra.listcopies.fixed.Main.main(Main.java:46)
  main: call corpus.extra.listcopies.fixed.Main.main // at corpus.extra.listcopies.fixed.Main.main(Main.java:46)
}
