main entry

proc corpus.extra.switchreturn.fixed.Main$Checking.<init>[corpus.extra.switchreturn.fixed.Main$Checking@Main.java:50,corpus.extra.switchreturn.fixed.Main.main:50#5] {
  s3: write corpus.extra.switchreturn.fixed.Main$Checking@Main.java:50[corpus.extra.switchreturn.fixed.Main.main:50#5].number // at corpus.extra.switchreturn.fixed.Main$Checking.<init>(Main.java:21)
}

proc corpus.extra.switchreturn.fixed.Main$Checking.<init>[corpus.extra.switchreturn.fixed.Main$Checking@Main.java:52] {
  s3: write corpus.extra.switchreturn.fixed.Main$Checking@Main.java:52.number // at corpus.extra.switchreturn.fixed.Main$Checking.<init>(Main.java:21)
}

proc corpus.extra.switchreturn.fixed.Main$Checking.toString[corpus.extra.switchreturn.fixed.Main.transfer:44#8,corpus.extra.switchreturn.fixed.Main$Checking@Main.java:50,corpus.extra.switchreturn.fixed.Main.main:50#5] {
}

proc corpus.extra.switchreturn.fixed.Main$Savings.<init>[corpus.extra.switchreturn.fixed.Main$Savings@Main.java:50,corpus.extra.switchreturn.fixed.Main.main:50#5] {
  s3: write corpus.extra.switchreturn.fixed.Main$Savings@Main.java:50[corpus.extra.switchreturn.fixed.Main.main:50#5].number // at corpus.extra.switchreturn.fixed.Main$Savings.<init>(Main.java:23)
}

proc corpus.extra.switchreturn.fixed.Main$Savings.<init>[corpus.extra.switchreturn.fixed.Main$Savings@Main.java:52] {
  s3: write corpus.extra.switchreturn.fixed.Main$Savings@Main.java:52.number // at corpus.extra.switchreturn.fixed.Main$Savings.<init>(Main.java:23)
}

proc corpus.extra.switchreturn.fixed.Main$Savings.toString[corpus.extra.switchreturn.fixed.Main.transfer:44#9,corpus.extra.switchreturn.fixed.Main$Savings@Main.java:50,corpus.extra.switchreturn.fixed.Main.main:50#5] {
}

proc corpus.extra.switchreturn.fixed.Main.<clinit> {
  s2: write corpus.extra.switchreturn.fixed.Main.CHECKING_LOCK // at corpus.extra.switchreturn.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.switchreturn.fixed.Main.SAVINGS_LOCK // at corpus.extra.switchreturn.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.switchreturn.fixed.Main.lambda$main$0[corpus.extra.switchreturn.fixed.Main.main:50#5] {
  s1: call corpus.extra.switchreturn.fixed.Main$Checking.<init>[corpus.extra.switchreturn.fixed.Main$Checking@Main.java:50,corpus.extra.switchreturn.fixed.Main.main:50#5] // at corpus.extra.switchreturn.fixed.Main.lambda$main$0(Main.java:50)
  s3: call corpus.extra.switchreturn.fixed.Main$Savings.<init>[corpus.extra.switchreturn.fixed.Main$Savings@Main.java:50,corpus.extra.switchreturn.fixed.Main.main:50#5] // at corpus.extra.switchreturn.fixed.Main.lambda$main$0(Main.java:50)
  s4: call corpus.extra.switchreturn.fixed.Main.transfer[args(p0=new:corpus.extra.switchreturn.fixed.Main$Checking;p1=new:corpus.extra.switchreturn.fixed.Main$Savings),corpus.extra.switchreturn.fixed.Main.lambda$main$0:50#4,corpus.extra.switchreturn.fixed.Main.main:50#5] // at corpus.extra.switchreturn.fixed.Main.lambda$main$0(Main.java:50)
}

proc corpus.extra.switchreturn.fixed.Main.lockOf[args(p0=new:corpus.extra.switchreturn.fixed.Main$Checking),corpus.extra.switchreturn.fixed.Main.transfer:41#2,args(p0=new:corpus.extra.switchreturn.fixed.Main$Checking;p1=new:corpus.extra.switchreturn.fixed.Main$Savings),corpus.extra.switchreturn.fixed.Main.lambda$main$0:50#4,corpus.extra.switchreturn.fixed.Main.main:50#5] {
  s6: read corpus.extra.switchreturn.fixed.Main.CHECKING_LOCK // at corpus.extra.switchreturn.fixed.Main.lockOf(Main.java:27)
}

proc corpus.extra.switchreturn.fixed.Main.lockOf[args(p0=new:corpus.extra.switchreturn.fixed.Main$Savings),corpus.extra.switchreturn.fixed.Main.transfer:43#5,args(p0=new:corpus.extra.switchreturn.fixed.Main$Checking;p1=new:corpus.extra.switchreturn.fixed.Main$Savings),corpus.extra.switchreturn.fixed.Main.lambda$main$0:50#4,corpus.extra.switchreturn.fixed.Main.main:50#5] {
  s9: read corpus.extra.switchreturn.fixed.Main.SAVINGS_LOCK // at corpus.extra.switchreturn.fixed.Main.lockOf(Main.java:28)
}

proc corpus.extra.switchreturn.fixed.Main.main {
  s5: fork corpus.extra.switchreturn.fixed.Main.lambda$main$0[corpus.extra.switchreturn.fixed.Main.main:50#5] java.lang.Thread@Main.java:50 // at corpus.extra.switchreturn.fixed.Main.main(Main.java:51)
  s7: call corpus.extra.switchreturn.fixed.Main$Checking.<init>[corpus.extra.switchreturn.fixed.Main$Checking@Main.java:52] // at corpus.extra.switchreturn.fixed.Main.main(Main.java:52)
  s9: call corpus.extra.switchreturn.fixed.Main$Savings.<init>[corpus.extra.switchreturn.fixed.Main$Savings@Main.java:52] // at corpus.extra.switchreturn.fixed.Main.main(Main.java:52)
  s10: call corpus.extra.switchreturn.fixed.Main.transfer[args(p0=new:corpus.extra.switchreturn.fixed.Main$Checking;p1=new:corpus.extra.switchreturn.fixed.Main$Savings),corpus.extra.switchreturn.fixed.Main.lambda$main$0:50#4,corpus.extra.switchreturn.fixed.Main.main:50#5] // at corpus.extra.switchreturn.fixed.Main.main(Main.java:52)
  s11: join java.lang.Thread@Main.java:50 // at corpus.extra.switchreturn.fixed.Main.main(Main.java:53)
}

proc corpus.extra.switchreturn.fixed.Main.pause {
}

proc corpus.extra.switchreturn.fixed.Main.transfer[args(p0=new:corpus.extra.switchreturn.fixed.Main$Checking;p1=new:corpus.extra.switchreturn.fixed.Main$Savings),corpus.extra.switchreturn.fixed.Main.lambda$main$0:50#4,corpus.extra.switchreturn.fixed.Main.main:50#5] {
  s2: call corpus.extra.switchreturn.fixed.Main.lockOf[args(p0=new:corpus.extra.switchreturn.fixed.Main$Checking),corpus.extra.switchreturn.fixed.Main.transfer:41#2,args(p0=new:corpus.extra.switchreturn.fixed.Main$Checking;p1=new:corpus.extra.switchreturn.fixed.Main$Savings),corpus.extra.switchreturn.fixed.Main.lambda$main$0:50#4,corpus.extra.switchreturn.fixed.Main.main:50#5] // at corpus.extra.switchreturn.fixed.Main.transfer(Main.java:41)
  s3: acquire java.lang.Object@Main.java:16 // at corpus.extra.switchreturn.fixed.Main.transfer(Main.java:41)
  s4: call corpus.extra.switchreturn.fixed.Main.pause // at corpus.extra.switchreturn.fixed.Main.transfer(Main.java:42)
  s5: call corpus.extra.switchreturn.fixed.Main.lockOf[args(p0=new:corpus.extra.switchreturn.fixed.Main$Savings),corpus.extra.switchreturn.fixed.Main.transfer:43#5,args(p0=new:corpus.extra.switchreturn.fixed.Main$Checking;p1=new:corpus.extra.switchreturn.fixed.Main$Savings),corpus.extra.switchreturn.fixed.Main.lambda$main$0:50#4,corpus.extra.switchreturn.fixed.Main.main:50#5] // at corpus.extra.switchreturn.fixed.Main.transfer(Main.java:43)
  s6: acquire java.lang.Object@Main.java:17 // at corpus.extra.switchreturn.fixed.Main.transfer(Main.java:43)
  s7: read java.lang.System.out          // at corpus.extra.switchreturn.fixed.Main.transfer(Main.java:44)
  s12: release java.lang.Object@Main.java:17 // at corpus.extra.switchreturn.fixed.Main.transfer(Main.java:45)
  s22: release java.lang.Object@Main.java:16 // at corpus.extra.switchreturn.fixed.Main.transfer(Main.java:46)
}

proc entry {
  init0: call corpus.extra.switchreturn.fixed.Main.<clinit> // at corpus.extra.switchreturn.fixed.Main.main(Main.java:50)
  main: call corpus.extra.switchreturn.fixed.Main.main // at corpus.extra.switchreturn.fixed.Main.main(Main.java:50)
}
